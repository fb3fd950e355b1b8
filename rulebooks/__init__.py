"""The bundled rulebooks, shipped as package data."""
