"""The main window and everything around the table: menus, docks and dialogs.

``main_window`` (the window, its menus and docks), ``new_game`` (the New game
dialog), ``scoresheet`` (the scoresheet dock), ``rules`` (Aide > Règles),
``lesson_actions`` (Aide > Apprendre à jouer), ``save_actions`` (Save as…,
Open… and the messages about saves), ``stats`` (the statistics dialog),
``game_settings`` (each game's settings page), ``display_options`` (the
Affichage menu), ``crash`` (the unexpected-error dialog), ``screen`` (fitting a
window to the screen).
"""
