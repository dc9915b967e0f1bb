"""Recording a match at the table: a live session that makes a match log event by event.

:class:`RecordingSession` applies each event through the game's rules (an illegal play
is flagged, never refused), stamps it with the time and commits it to a journal
(:mod:`judge_app.recording.journal`) before returning, so nothing acknowledged is ever
lost; a recording reopens where it stopped. Each game's ``suggest`` module offers the
plausible next actions (:mod:`judge_app.recording.hooks`).
"""

from judge_app.recording.hooks import Recorder, Suggestion, recorder_for
from judge_app.recording.journal import Journal, RecordingInfo, list_recordings, recordings_folder
from judge_app.recording.session import RecordingSession

__all__ = ["Journal", "Recorder", "RecordingInfo", "RecordingSession", "Suggestion",
           "list_recordings", "recorder_for", "recordings_folder"]
