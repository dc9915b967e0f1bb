"""Every word of the players' pages and the API's messages, in Spanish and English.

>>> text("es", "pairings"), text("en", "pairings")
('Emparejamientos', 'Pairings')
>>> pick_lang("en-GB,en;q=0.9,es;q=0.8"), pick_lang("fr, es-MX;q=0.5"), pick_lang("")
('en', 'es', 'es')
"""

from __future__ import annotations

__all__ = ["LANGS", "TEXT", "pick_lang", "text"]

LANGS = ("es", "en")

TEXT: dict[str, tuple[str, str]] = {
    "portal": ("Portal de jugadores", "Players' portal"),
    "round": ("Ronda {n}", "Round {n}"),
    "no_round": ("Los emparejamientos aún no están publicados.",
                 "The pairings are not published yet."),
    "home": ("Inicio", "Home"),
    "pairings": ("Emparejamientos", "Pairings"),
    "by_table": ("Por mesa", "By table"),
    "by_name": ("Por nombre", "By name"),
    "standings": ("Clasificación", "Standings"),
    "standings_after": ("Clasificación tras la ronda {n}", "Standings after round {n}"),
    "no_standings": ("Aún no hay rondas terminadas.", "No round has finished yet."),
    "find": ("Buscar mi mesa", "Find my table"),
    "find_label": ("Tu nombre (sin importar mayúsculas ni acentos)",
                   "Your name (case and accents do not matter)"),
    "find_button": ("Buscar", "Search"),
    "found_none": ("Nadie con ese nombre en la ronda {n}.", "Nobody by that name in round {n}."),
    "table": ("Mesa", "Table"),
    "table_n": ("Mesa {n}", "Table {n}"),
    "player": ("Jugador", "Player"),
    "opponent": ("Rival", "Opponent"),
    "players": ("Jugadores", "Players"),
    "vs": ("contra", "vs"),
    "bye": ("Descanso (sin rival)", "Bye (no opponent)"),
    "result": ("Resultado", "Result"),
    "no_result": ("sin resultado", "no result"),
    "rank": ("Pos.", "Rank"),
    "points": ("Puntos", "Points"),
    "record": ("Récord", "Record"),
    "dropped": ("retirado", "dropped"),
    "clock": ("Reloj", "Clock"),
    "clock_stopped": ("El reloj de la ronda no ha empezado.", "The round clock has not started."),
    "clock_paused": ("Reloj en pausa: quedan {left}.", "Clock paused: {left} left."),
    "clock_ends": ("La ronda termina a las {at} (hora de la sede).",
                   "The round ends at {at} (venue time)."),
    "time_left": ("Tiempo restante", "Time left"),
    "extension": ("+{n} min de extensión", "+{n} min extension"),
    "my_match": ("Mi partida", "My match"),
    "report": ("Informar el resultado", "Report the result"),
    "report_help": ("Resultado visto desde {p1} (primer jugador de la mesa). Tu rival "
                    "informa también; la organización lo anota cuando coinciden.",
                    "Result as seen by {p1} (the table's first player). Your opponent "
                    "reports too; the desk enters it when both agree."),
    "wins": ("{name} gana {score}", "{name} wins {score}"),
    "draw": ("Empate {score}", "Draw {score}"),
    "drop": ("Me retiro del torneo después de esta ronda",
             "I drop from the event after this round"),
    "code": ("Tu código personal", "Your personal code"),
    "code_help": ("El de tu tira de papel, p. ej. ABCD-EFGH.",
                  "The one on your paper strip, e.g. ABCD-EFGH."),
    "send": ("Enviar", "Send"),
    "call": ("Llamar a un juez a mi mesa", "Call a judge to my table"),
    "note": ("Nota para el juez (opcional)", "Note for the judge (optional)"),
    "call_button": ("Llamar a un juez", "Call a judge"),
    "back": ("Volver", "Back"),
    "why": ("¿Por qué esta pareja?", "Why these two?"),
    "why_title": ("Por qué esta pareja", "Why these two"),
    "why_none": ("No hay explicación guardada para esta mesa.",
                 "There is no reason on record for this table."),
    "lang_switch": ("English", "Español"),
    "new_data": ("Hay datos nuevos: vuelve a cargar la página.",
                 "There is new data: reload the page."),
    "status_waiting": ("Recibido. Falta el informe de tu rival.",
                       "Received. Waiting for your opponent's report."),
    "status_agreed": ("Recibido: los dos informes coinciden. La organización lo anotará.",
                      "Received: both reports agree. The desk will enter it."),
    "status_entered": ("Recibido: los dos informes coinciden y el resultado está anotado.",
                       "Received: both reports agree and the result is entered."),
    "status_disputed": ("Recibido, pero no coincide con el de tu rival: un juez lo revisará.",
                        "Received, but it differs from your opponent's: a judge will "
                        "settle it."),
    "called": ("Un juez va a tu mesa (llamada n.º {n}).", "A judge is on the way (call {n})."),
    "not_found": ("No existe esa página.", "No such page."),
    "error": ("No se pudo atender la petición.", "The request could not be served."),
    "too_many": ("Demasiados códigos incorrectos: espera {s} s o acude a la mesa de la "
                 "organización.", "Too many wrong codes: wait {s} s or go to the desk."),
    "csrf": ("El formulario caducó o no vino de esta página: vuelve a abrirlo.",
             "The form expired or did not come from this page: open it again."),
    "too_large": ("Petición demasiado grande.", "Request too large."),
    "bad_request": ("Petición incorrecta: {what}.", "Bad request: {what}."),
    "json_only": ("Envía JSON (Content-Type: application/json).",
                  "Send JSON (Content-Type: application/json)."),
    "qr": ("Código QR de esta página", "QR code of this portal"),
    "skip": ("Saltar al contenido", "Skip to content"),
    "offline_note": ("Portal de la red local del evento: no necesita internet.",
                     "The event's local network portal: no internet needed."),
}


def text(lang: str, key: str, **values: object) -> str:
    """``key``'s words in ``lang`` (``es`` or ``en``), with ``values`` filled in."""
    es, en = TEXT[key]
    return (en if lang == "en" else es).format(**values)


def pick_lang(accept: str) -> str:
    """The first of Spanish and English an ``Accept-Language`` header asks for (by ``q``),
    else Spanish."""
    best, best_q = "es", -1.0
    for i, part in enumerate(accept.split(",")):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        base = tag.strip().lower().split("-")[0]
        if base in LANGS and (q > best_q) and q > 0:
            best, best_q = base, q - i * 1e-6
    return best
