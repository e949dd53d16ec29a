"""``python -m scoretable``."""

import sys

from scoretable.cli import main

sys.exit(main())
