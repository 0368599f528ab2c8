import sys

from cardtable.app import main

sys.exit(main())
