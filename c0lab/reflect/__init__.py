"""The reflection loop: dead ends, classifiers, proposals, and the reflector that applies them."""

__all__: list[str] = []
