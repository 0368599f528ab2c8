# zeroconf (finding tables on the network, cardtable/ui/network/discovery.py) is
# mostly compiled by Cython: its extension modules import the others from C,
# where PyInstaller cannot see them, so every submodule is listed.  ifaddr
# (its list of network interfaces) is imported by name from
# cardtable.ui.network.discovery and from zeroconf.
from PyInstaller.utils.hooks import collect_submodules

hiddenimports = collect_submodules("zeroconf") + ["ifaddr"]
