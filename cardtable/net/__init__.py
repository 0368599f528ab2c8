"""Network play ("Deux écrans, une partie"): the protocol, pure Python beside the
engine (:mod:`cardtable.net.protocol`); the sockets, the dialogs and the
command line live in :mod:`cardtable.ui.network`.

The host keeps the one engine state; each seat is sent only what
``view(seat)`` and ``redact(event, seat)`` allow, and every incoming message
is checked before use (``docs/network.md``).
"""
