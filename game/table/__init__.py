"""The parts a card table is made of: one drag controller, the warm-up of card images,
the still layer."""
