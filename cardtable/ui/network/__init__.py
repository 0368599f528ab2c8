"""Network play over Qt: everything that puts a game on two screens.

``host`` (:class:`NetHost`: the host's side, a ``QTcpServer`` in front of the
window's controller), ``client`` (:class:`NetClient`: one seat's connection;
:class:`ComputerClient`: a computer player on a joined seat; the words of
the refusals), ``remote_controller`` (a joined seat's controller: the table
fed by what the host sends), ``discovery`` (finding tables on the home
network, mDNS / DNS-SD with ``zeroconf``), ``hosting`` (Partie > Jouer en
réseau in the window: hosting, its banner, its menu), ``join`` (the Join
dialog and the joined table in the window), ``cli`` (``cardtable --serve`` and
``cardtable --join``, without a window).

The wire itself -- frames, messages, checks, reason and table codes -- is
pure Python in :mod:`cardtable.net`; ``docs/network.md`` describes both.
The window imports ``hosting`` (its menu); the rest is imported when a person
hosts or joins.
"""
