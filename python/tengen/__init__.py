"""tengen: Go and Gomoku records and positions, from the C++ library tengen.

read_sgf(path_or_bytes, game=0) -> Game      one game of an SGF file, its moves as a NumPy array
read_sgfs(paths_or_bytes) -> [Game]         read_sgf of each, the files read in one stretch without the GIL
read_sgf_games(path_or_bytes) -> [Game]      every game of an SGF file (a collection)
score(game, dead="auto", rules=None) -> dict the final position counted as `tengen score` counts it
forbidden_points(board) -> [(row, column, reason)]   Black's forbidden points of a renju position
classic_answers(format, input) -> [str]      tengen's answers to a classic input

Bad input raises tengen.Error (a ValueError) with .file, .line, .column, .case and .message.
Games and errors pickle (multiprocessing can hand them between processes).
"""

from . import _tengen
from ._tengen import Error, Game

# The calls are Python functions over the extension's, so that they pickle by name, as
# multiprocessing's pool.map(tengen.read_sgf, paths) needs (pybind11 2.10's functions do not).


def read_sgf(source, game=0):
    """The game (number `game`, from 0; negative from the end) of an SGF file (a path) or of SGF bytes."""
    return _tengen.read_sgf(source, game)


def read_sgfs(sources):
    """read_sgf(source) of every source (paths or bytes), as a list: the files read without the GIL."""
    return _tengen.read_sgfs(sources)


def read_sgf_games(source):
    """Every game of an SGF file (a path) or of SGF bytes, as a list."""
    return _tengen.read_sgf_games(source)


def score(game, dead="auto", rules=None):
    """The final position counted as `tengen score --dead DEAD [--rule RULES]` counts it: a dict with the
    result text (B+6.5), the points, the dead stones and the counts."""
    return _tengen.score(game, dead, rules)


def forbidden_points(board):
    """Black's forbidden points of a renju position (a 2-D array, 0 empty, 1 Black, 2 White): (row, column,
    reason) tuples in reading order."""
    return _tengen.forbidden_points(board)


def classic_answers(format, input):
    """tengen's answers to a classic input (score, capture, five or replay), one string a case or move."""
    return _tengen.classic_answers(format, input)


__all__ = ["Error", "Game", "classic_answers", "forbidden_points", "read_sgf", "read_sgf_games", "read_sgfs", "score"]


def _error_of(args, fields):
    error = Error(*args)
    error.__dict__.update(fields)
    return error


# An exception pickles as its class and args alone; tengen.Error keeps its place too.
Error.__reduce__ = lambda self: (_error_of, (self.args, dict(self.__dict__)))
