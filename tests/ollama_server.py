"""A small server on 127.0.0.1 that speaks the parts of Ollama's HTTP API c0lab uses.

``/api/embed`` answers with bag-of-words vectors (see ``embedders.py``);
``/api/chat`` answers with ``chat_reply``. ``mode`` makes it misbehave:
``"malformed"`` (broken JSON), ``"slow"`` (sleeps past a client's timeout),
``"error"`` (HTTP 500). Every request is kept in ``requests``.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from .embedders import BagOfWordsEmbedder


class FakeOllama:
    def __init__(self) -> None:
        self.mode = "good"
        self.chat_reply = '{"answer": "ok"}'
        self.requests: list[tuple[str, dict]] = []
        self._embedder = BagOfWordsEmbedder(dimension=256)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> FakeOllama:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                fake.requests.append((self.path, body))
                if fake.mode == "slow":
                    time.sleep(3)
                if fake.mode == "error":
                    self._send(500, b'{"error": "model crashed"}')
                elif fake.mode == "malformed":
                    self._send(200, b'{"embeddings": [[0.1, ')
                elif self.path == "/api/embed":
                    texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
                    vectors = fake._embedder.embed(texts).tolist()
                    self._send(200, json.dumps({"model": body["model"], "embeddings": vectors}).encode())
                elif self.path == "/api/chat":
                    message = {"role": "assistant", "content": fake.chat_reply}
                    self._send(200, json.dumps({"model": body["model"], "message": message, "done": True}).encode())
                else:
                    self._send(404, b'{"error": "not found"}')

            def _send(self, status: int, payload: bytes) -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (the "slow" mode)

        return Handler
