import Geometry
import Style
import Testing

/// The effect declarations are the one source the stages read: these check what they promise.
@Suite struct VisualEffectTests {
    /// Records what an effect's field declarations feed to the motion stage.
    static func animated(_ e: some VisualEffect) -> [String] {
        var out: [String] = []
        let m = NumberMapper({ v, u in out.append("\(u) \(formatNumber(v))"); return v }, beginAttribute: { out.append("|") })
        _ = e.mappingNumbers(m)
        return out
    }

    @Test func fieldsAnimateInSwiftUIsOrderWithTheirUnits() {
        #expect(Self.animated(ScaleEffect(x: 2, y: 3, anchor: .topLeading)) == ["raw 2", "raw 3", "unitPoint 0", "unitPoint 0"])
        #expect(Self.animated(RotationEffect(.radians(1))) == ["angle 1", "unitPoint 0.5", "unitPoint 0.5"])
        // The axis does not animate; anchorZ and perspective do.
        #expect(Self.animated(Rotation3DEffect(.radians(2), axis: Axis3D(x: 0, y: 1, z: 0), anchorZ: 4, perspective: 0.5))
                == ["angle 2", "unitPoint 0.5", "unitPoint 0.5", "raw 4", "raw 0.5"])
        // A shadow's colour is its own attribute; the default colour (nil) has no numbers.
        #expect(Self.animated(ShadowEffect(color: Color(white: 0.5), radius: 4, x: 1, y: 2))
                == ["|", "colorComponent 0.5", "colorComponent 0.5", "colorComponent 0.5", "colorAlpha 1", "raw 4", "raw 1", "raw 2"])
        #expect(Self.animated(ShadowEffect(radius: 4)) == ["raw 4", "raw 0", "raw 0"])
        #expect(Self.animated(BlurEffect(radius: 3, isOpaque: true)) == ["raw 3"])
        #expect(Self.animated(GrayscaleEffect(0.25)) == ["raw 0.25"])
        // A rounded rectangle's corner size is its own attribute; other shapes have none.
        #expect(Self.animated(ClipShapeEffect(.roundedRectangle(cornerSize: Size(width: 5, height: 6), style: .continuous)))
                == ["|", "raw 5", "raw 6"])
        #expect(Self.animated(ClipShapeEffect(.circle)) == [])
    }

    @Test func mappingWritesEveryAnimatedFieldBack() {
        let e = Rotation3DEffect(.radians(2), axis: Axis3D(x: 0, y: 1, z: 0), anchor: .center, anchorZ: 4, perspective: 0.5)
        let doubled = e.mappingNumbers(NumberMapper({ v, _ in v * 2 }, beginAttribute: {}))
        #expect(doubled == Rotation3DEffect(.radians(4), axis: e.axis, anchor: UnitPoint(x: 1, y: 1), anchorZ: 8, perspective: 1))
    }

    @Test func shorthandsResolveToTheEffectLayoutRecords() {
        #expect(Effect(ClippedEffect()).resolved == Effect(ClipShapeEffect(.rectangle)))
        #expect(Effect(CornerRadiusEffect(8)).resolved
                == Effect(ClipShapeEffect(.roundedRectangle(cornerSize: Size(width: 8, height: 8), style: .continuous))))
        #expect(Effect(BlurEffect(radius: 2)).resolved == Effect(BlurEffect(radius: 2)))
        // Anchored and clipping effects are placed in the view's bounds; the others are not.
        #expect(Effects.all.filter { $0.usesBounds }.map { $0.name }
                == ["scaleEffect", "rotationEffect", "rotation3DEffect", "clipShape", "clipped", "cornerRadius", "genieTransition", "pageOffset", "activityIndicator"])
    }

    @Test func effectsAreEqualOnlyWithinTheirType() {
        #expect(Effect(OpacityEffect(0.5)) == Effect(OpacityEffect(0.5)))
        #expect(Effect(OpacityEffect(0.5)) != Effect(GrayscaleEffect(0.5)))
        #expect(Set([Effect(OpacityEffect(0.5)), Effect(OpacityEffect(0.5)), Effect(GrayscaleEffect(0.5))]).count == 2)
        #expect(Effect(GrayscaleEffect(0.5)).as(GrayscaleEffect.self)?.amount == 0.5)
        #expect(Effect(GrayscaleEffect(0.5)).as(OpacityEffect.self) == nil)
    }

    @Test func registryNamesAreUniqueAndDescriptionsReadLikeSwiftUI() {
        let names = Effects.all.map { $0.name }
        #expect(Set(names).count == names.count)
        #expect(Effects.named("grayscale") == GrayscaleEffect.self)
        #expect(Effects.named("grayScale") == nil)
        #expect("\(ShadowEffect(radius: 4, y: 2))" == "shadow(color: default, radius: 4, x: 0, y: 2)")
        #expect("\(Effect(ScaleEffect(x: 2, y: 2)))" == "scaleEffect(x: 2, y: 2, anchor: (0.5, 0.5))")
    }

    @Test func primitivesDrawAboutTheAnchorOfTheBounds() {
        let b = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(ScaleEffect(x: 2, y: 2, anchor: .topLeading).primitives(in: b)
                == [.transform(AffineTransform(scaleX: 2, y: 2).about(Point(x: 10, y: 20)))])
        #expect(BlurEffect(radius: 3).primitives(in: b) == [.blur(BlurEffect(radius: 3, bounds: b))])
        #expect(GrayscaleEffect(1).primitives(in: b) == [.colorMatrix(.grayscale(1))])
        #expect(OffsetEffect(x: 3, y: 4).primitives(in: b) == [.transform(AffineTransform(translationX: 3, y: 4))])
    }
}
