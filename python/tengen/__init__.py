"""tengen: Go and Gomoku records and positions, from the C++ library tengen.

read_sgf(path_or_bytes, game=0) -> Game      one game of an SGF file, its moves as a NumPy array
read_sgf_games(path_or_bytes) -> [Game]      every game of an SGF file (a collection)
score(game, dead="auto", rules=None) -> dict the final position counted as `tengen score` counts it
forbidden_points(board) -> [(row, column, reason)]   Black's forbidden points of a renju position
classic_answers(format, input) -> [str]      tengen's answers to a classic input

Bad input raises tengen.Error (a ValueError) with .file, .line, .column, .case and .message.
"""

from ._tengen import Error, Game, classic_answers, forbidden_points, read_sgf, read_sgf_games, score

__all__ = ["Error", "Game", "classic_answers", "forbidden_points", "read_sgf", "read_sgf_games", "score"]
