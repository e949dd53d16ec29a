"""``python -m scoretable``."""

import sys

from scoretable.cli.main import main

sys.exit(main())
