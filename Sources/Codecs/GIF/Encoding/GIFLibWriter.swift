import CGIF

/// The GIF container and LZW compression, written by giflib's encoder (`EGif*`) into a `GIFOutputSink`.
/// giflib reports errors by return codes and never longjmps, so a Swift output callback is safe.
final class GIFLibWriter {
    private var gif: UnsafeMutablePointer<GifFileType>?
    let sink: GIFOutputSink
    /// Names the output in errors.
    private let place: String?

    init(sink: GIFOutputSink, place: String?) throws {
        self.sink = sink
        self.place = place
        var error: Int32 = 0
        let context = Unmanaged.passUnretained(sink).toOpaque()
        gif = EGifOpen(context, { file, data, count in
            guard let file, let data, count > 0 else { return 0 }
            let sink = Unmanaged<GIFOutputSink>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            return Int32(sink.write(data, count: Int(count)))
        }, &error)
        guard gif != nil else { throw failure(error, "cannot start the GIF encoder") }
        EGifSetGifVersion(gif, true)  // GIF89a: transparency, delays and the loop extension need it
    }

    deinit {
        if gif != nil {
            var error: Int32 = 0
            EGifCloseFile(gif, &error)
        }
    }

    /// The logical screen, with an optional global colour table.
    func putScreen(width: Int, height: Int, globalColors: [UInt32]?) throws {
        let map = try globalColors.map(makeColorMap)
        defer { if let map { GifFreeMapObject(map) } }
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK else {
            throw failure(gif!.pointee.Error, "cannot write the screen descriptor")
        }
    }

    /// The NETSCAPE2.0 application extension (loop count; 0 = forever).
    func putLoop(count: Int) throws {
        let ok = EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK
            && EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)) == GIF_OK
            && EGifPutExtensionBlock(gif, 3, [1, UInt8(count & 0xFF), UInt8(count >> 8)]) == GIF_OK
            && EGifPutExtensionTrailer(gif) == GIF_OK
        guard ok else { throw failure(gif!.pointee.Error, "cannot write the loop extension") }
    }

    /// One image: graphics control extension (delay, disposal, transparency), image descriptor with an optional
    /// local colour table, and the LZW-compressed indices (rect.width × rect.height, row-major; giflib may
    /// mask them in place).
    func putFrame(rect: PixelRect, delay: Int, disposal: Int32, transparentIndex: Int?, localColors: [UInt32]?,
                  indices: UnsafeMutablePointer<UInt8>) throws {
        var gcb = GraphicsControlBlock(DisposalMode: disposal, UserInputFlag: false, DelayTime: Int32(delay),
                                       TransparentColor: transparentIndex.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var ext = [GifByteType](repeating: 0, count: 4)
        let n = EGifGCBToExtension(&gcb, &ext)
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), ext) == GIF_OK else {
            throw failure(gif!.pointee.Error, "cannot write a frame's control extension")
        }
        let map = try localColors.map(makeColorMap)
        defer { if let map { GifFreeMapObject(map) } }
        guard EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height),
                               false, map) == GIF_OK else {
            throw failure(gif!.pointee.Error, "cannot write an image descriptor")
        }
        guard EGifPutLine(gif, indices, Int32(rect.area)) == GIF_OK else {
            throw failure(gif!.pointee.Error, "cannot write image data")
        }
    }

    /// Writes the trailer and releases giflib's state.
    func close() throws {
        var error: Int32 = 0
        let rc = EGifCloseFile(gif, &error)
        gif = nil
        guard rc == GIF_OK else { throw failure(error, "cannot finish the GIF") }
    }

    /// A colour table of the given colours padded with black to the next power of two ≥ 2 (with room for the
    /// transparent index after the colours).
    private func makeColorMap(_ colors: [UInt32]) throws -> UnsafeMutablePointer<ColorMapObject> {
        let size = Palette.tableSize(forColors: colors.count)
        var table = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, c) in colors.enumerated() {
            table[i] = GifColorType(Red: UInt8(c & 0xFF), Green: UInt8((c >> 8) & 0xFF), Blue: UInt8((c >> 16) & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(size), table) else {
            throw GIFError(path: place, reason: "out of memory")
        }
        return map
    }

    private func failure(_ code: Int32, _ what: String) -> GIFError {
        if code == E_GIF_ERR_WRITE_FAILED, let reason = sink.failure {
            return GIFError(path: place, reason: "cannot write file: \(reason)")
        }
        let text = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        return GIFError(path: place, reason: "\(what): \(text)")
    }
}
