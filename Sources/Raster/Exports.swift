// The rasterizer paints with Style's values (`Color`, `Gradient`): a user of Raster sees them.
@_exported import Style
