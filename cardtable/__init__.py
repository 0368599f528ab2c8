"""cardtable: Peech, Les Auteurs, Atout Pique and Deutch on one green table."""

__version__ = "0.1.0"
