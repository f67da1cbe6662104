"""Entry point for ``python -m goleaklint``."""

from goleaklint.cli import main

if __name__ == "__main__":
    main()
