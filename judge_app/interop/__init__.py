"""Other tools' files: rounds paired elsewhere (CSV) and Pokémon TOM tournament files (TDF).

Pure readers and writers of plain data: the storage layer
(:mod:`judge_app.storage.imports`) turns what they read into an event and back.
"""
