"""The pygame-ce front end."""
