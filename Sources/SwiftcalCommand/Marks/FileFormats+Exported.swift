// Re-exports FileFormats for Invocation.swift alone (DateRule(_:reform:), markLabel), until it imports FileFormats.

@_exported import FileFormats
