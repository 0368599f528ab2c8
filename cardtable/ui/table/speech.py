"""How long a screen reader takes to say a line: the announcements' pacing.

While a screen reader listens, the computers' pacing waits for speech as it
waits for animations: each announcement (:mod:`cardtable.ui.table.announce`)
adds the time it takes to say to the animation queue's speech backlog
(:meth:`cardtable.ui.table.queue.AnimationQueue.add_speech`), and the queue
does not start its next step, nor go idle (which lets the next computer
play), before that backlog has been spoken.  Decisions:

- **An estimate, not a measure.**  Qt says nothing of when a screen reader
  has finished speaking, so the time is estimated from the line's length: a
  fixed pause per line plus its characters at a speech rate.  "Normal" is a
  screen reader's default rate (about 190 words a minute, 17 characters a
  second); "Lent" and "Très lent" leave room for slower voices or for a
  person who listens twice; "Sans attendre" never waits.
- **Speech is queued.**  Announcements are polite: the screen reader says
  them one after the other, so their times add up (a backlog that drains as
  time passes), and an animation running meanwhile counts as listening time.
- **A key pressed silences the reader** (NVDA, Orca and VoiceOver stop
  speaking when a key is pressed), so a person's own move empties the
  backlog (:meth:`cardtable.ui.table.director.TableDirector._human_acted`).
- **It is part of the computers' pacing**: at the animation speed "Aucune"
  the computers wait for nothing, speech included, as they wait for no
  thinking time.  Without a screen reader (``QAccessible.isActive()``
  false) nothing is said, so nothing is waited for.
"""

from __future__ import annotations

#: characters a second for each setting of Affichage > Rythme des annonces
#: (0: never wait)
RATES: dict[str, float] = {"normal": 17.0, "slow": 11.0, "very_slow": 7.0, "off": 0.0}
#: what each line costs besides its characters (the voice starts, the line ends)
LINE_MS: dict[str, int] = {"normal": 250, "slow": 400, "very_slow": 600, "off": 0}


def speech_ms(text: str, pace: str) -> int:
    """The time a screen reader takes to say ``text`` at ``pace`` (one of
    :data:`cardtable.ui.settings.SPEECH_PACES`), in milliseconds; 0 for an
    empty line or the pace "off"."""
    rate = RATES.get(pace, RATES["normal"])
    text = " ".join(text.split())
    if not text or rate <= 0:
        return 0
    return LINE_MS.get(pace, LINE_MS["normal"]) + round(len(text) * 1000 / rate)


__all__ = ["LINE_MS", "RATES", "speech_ms"]
