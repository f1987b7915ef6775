// PageChunks: a page written in chunks, handed on as each fills, or gathered whole.

/// The capacity of a page's chunk of `chunkSize` bytes: room for the month that fills it past that size.
func pageChunkCapacity(_ chunkSize: Int) -> Int { min(chunkSize, 65_536) + 16_384 }

/// Hands `output` to `emit` once it holds at least `chunkSize` bytes, and starts the next chunk; a page of many
/// months is written a chunk at a time rather than kept whole.
/// - Returns: `false` when `emit` asked to stop, `true` otherwise.
func handOnPageChunk(_ output: inout TextBuffer, chunkSize: Int, to emit: (TextBuffer) -> Bool) -> Bool {
  guard output.count >= chunkSize else { return true }
  guard emit(output) else { return false }
  output = TextBuffer(reservingCapacity: pageChunkCapacity(chunkSize))
  return true
}

/// The text `render` writes in chunks, gathered as one string (for tests and small requests).
func wholePage(_ render: (_ emit: (TextBuffer) -> Bool) -> Void) -> String {
  var text = ""
  render { chunk in
    text += chunk.text
    return true
  }
  return text
}
