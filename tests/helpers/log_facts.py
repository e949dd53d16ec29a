"""A made-up Tenhou log with tiles: an open kan, a closed kan and a riichi in East 1."""

from __future__ import annotations

from helpers.log_fixtures import HANDS, game_xml

#: E1 of the fixture with tiles: Ann, Bea and Cid discard; Dan calls an open kan (meld code:
#: a kan taken from the seat one to his left, 0x1) and Ann a closed kan (0x0); Bea declares
#: riichi on her third discard.
FIRST = (
    '<INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="1"/>'
    '<D10/><E11/><F12/><N who="3" m="10241"/><G13/><D14/><E15/><N who="0" m="10240"/><D16/>'
    '<REACH who="1" step="1"/><E17/><REACH who="1" ten="250,240,250,250" step="2"/>'
    '<AGARI ba="0,1" hai="1" machi="1" ten="40,5200,0" yaku="8,1,52,2,53,0" doraHai="3" '
    'who="2" fromWho="0" sc="250,-52,240,0,250,62,250,0"/>'
)


LOG = game_xml([FIRST, *HANDS[1:]]).encode()
