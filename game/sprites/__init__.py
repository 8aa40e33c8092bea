"""Card faces and backs drawn at the size the window needs, and the sprites that move them."""
