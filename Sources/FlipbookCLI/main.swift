import CMalloc
import Glibc

// Frame-sized buffers (decoded PNGs, rendered pixmaps, encoder buffers) are allocated and freed over and
// over at the same sizes. With glibc's defaults the heap top is trimmed back to the OS on free, so each
// frame pays for fresh zeroed pages (≈ 5 % of `flipbook encode`'s CPU in `perf`). A higher trim threshold
// lets the next frame reuse the pages; buffers of 4 MiB and more (a 1080p frame is 8 MiB) still come from
// mmap and go back at once, which keeps the peak memory of large renders where it was (measured: 157 MB for
// 300 frames of 1920×1080 to GIF, 164 MB before).
_ = mallopt(M_MMAP_THRESHOLD, 4 << 20)
_ = mallopt(M_TRIM_THRESHOLD, 64 << 20)

exit(Flipbook.main(Array(CommandLine.arguments.dropFirst())))
