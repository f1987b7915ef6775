// FileFormats for every file of SwiftcalCommand and its clients, until each file that reads marks imports it.

@_exported import FileFormats
