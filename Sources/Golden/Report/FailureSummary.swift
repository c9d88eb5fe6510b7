/// What a failure folder holds (`summary.json`), so `flipbook report` can build its page in a later process.
/// File names are relative to the folder.
public struct FailureSummary: Codable, Sendable, Equatable {
    public struct Frame: Codable, Sendable, Equatable {
        public var time: Double
        public var status: FrameOutcome.Status
        /// The comparison's one-line summary (or "no golden").
        public var summary: String
        public var frameShift: Int?
        public var differingPixels: Int?
        public var ratio: Double?
        public var ssim: Double?
        /// nil when infinite (identical) or not computed.
        public var psnr: Double?
        public var actual: String?
        public var golden: String?
        public var diff: String?
        /// The heat map (how much each pixel changed); nil in summaries written before it existed.
        public var heat: String?
        public var strip: String?
    }

    public var name: String
    public var tolerance: Tolerance
    /// One line for the whole clip (`ClipComparison.summary`).
    public var summary: String
    /// Every compared frame (passing ones too, for the timeline), by time.
    public var frames: [Frame]
    public var firstFailingTime: Double?
    public var worstFailingTime: Double?
    /// All failing frames' strips stacked (nil when nothing failed).
    public var strip: String?
}
