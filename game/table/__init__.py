"""The parts a card table is made of: the driver of its computer players, the hint, one
drag controller, the warm-up of card images, the still layer."""
