"""The parts a card table is made of: one drag controller so far."""
