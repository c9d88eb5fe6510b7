import Geometry

/// How one symbol is drawn: its frame in the design box and a drawing routine.
struct Glyph: Sendable {
    /// The symbol's layout frame in the 100-unit design box; ink stays inside it at every weight.
    var frame: Rect
    /// Draws the symbol; it may read `pen.h` to keep ink inside `frame`.
    var draw: @Sendable (inout SymbolPen) -> Void

    init(frame: Rect, draw: @escaping @Sendable (inout SymbolPen) -> Void) {
        self.frame = frame
        self.draw = draw
    }

    /// A glyph whose frame is its ink's bounds at both weights together (cuts do not count): for
    /// drawings whose centre lines stay put as the weight changes, so the bold ink sets the frame.
    init(inkFrame draw: @escaping @Sendable (inout SymbolPen) -> Void) {
        var regular = SymbolPen(lineWidth: regularLineWidth), bold = SymbolPen(lineWidth: boldLineWidth)
        draw(&regular)
        draw(&bold)
        self.init(frame: regular.inkPath.boundingRect.union(bold.inkPath.boundingRect), draw: draw)
    }

    /// The same glyph with every point mapped by `t` (mirror or quarter turn about the box centre).
    func transformed(by t: AffineTransform) -> Glyph {
        let base = draw
        return Glyph(frame: t.apply(frame)) { pen in
            let saved = pen.transform
            pen.transform = t.concatenating(saved)
            base(&pen)
            pen.transform = saved
        }
    }

    /// Mirror about the vertical line x = 50.
    static let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)
    /// Mirror about the horizontal line y = 50 (upside down, as `hand.thumbsdown` is `hand.thumbsup`).
    static let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100)
    /// A quarter turn clockwise on screen about (50, 50): right → down.
    static let turnDown = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 100, ty: 0)
    /// A quarter turn counter-clockwise about (50, 50): right → up.
    static let turnUp = AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 100)
}

/// Every built-in symbol by name.
enum GlyphCatalog {
    static let glyphs: [String: Glyph] = {
        var g: [String: Glyph] = [:]
        g["circle"] = Glyphs.circle
        g["circle.fill"] = Glyphs.circleFill
        g["checkmark"] = Glyphs.checkmark
        g["xmark"] = Glyphs.xmark
        g["plus"] = Glyphs.plus
        g["minus"] = Glyphs.minus
        g["chevron.right"] = Glyphs.chevronRight
        g["chevron.left"] = Glyphs.chevronRight.transformed(by: Glyph.mirror)
        g["chevron.down"] = Glyphs.chevronRight.transformed(by: Glyph.turnDown)
        g["chevron.up"] = Glyphs.chevronRight.transformed(by: Glyph.turnUp)
        g["arrow.right"] = Glyphs.arrowRight
        g["arrow.left"] = Glyphs.arrowRight.transformed(by: Glyph.mirror)
        g["arrow.down"] = Glyphs.arrowRight.transformed(by: Glyph.turnDown)
        g["arrow.up"] = Glyphs.arrowRight.transformed(by: Glyph.turnUp)
        g["play.fill"] = Glyphs.playFill
        g["pause.fill"] = Glyphs.pauseFill
        g["heart"] = Glyphs.heart(filled: false)
        g["heart.fill"] = Glyphs.heart(filled: true)
        g["star"] = Glyphs.star(filled: false)
        g["star.fill"] = Glyphs.star(filled: true)
        g["bell"] = Glyphs.bell(filled: false)
        g["bell.fill"] = Glyphs.bell(filled: true)
        g["person"] = Glyphs.person(filled: false)
        g["person.fill"] = Glyphs.person(filled: true)
        g["house"] = Glyphs.house(filled: false)
        g["house.fill"] = Glyphs.house(filled: true)
        g["gearshape"] = Glyphs.gearshape(filled: false)
        g["gearshape.fill"] = Glyphs.gearshape(filled: true)
        // The first symbols keep their hand-set frames; every later one's frame is its ink's bounds at
        // both weights (`Glyph(inkFrame:)`), set below.
        let handFramed = Set(g.keys)
        g["exclamationmark"] = Glyphs.exclamationmark
        g["questionmark"] = Glyphs.questionmark
        for mark in ["plus", "minus", "xmark", "checkmark", "exclamationmark", "questionmark"] {
            g[mark + ".circle"] = Glyphs.circled(g[mark]!)
            g[mark + ".circle.fill"] = Glyphs.circledFill(g[mark]!)
        }
        g["info.circle"] = Glyphs.circled(Glyphs.info)
        g["info.circle.fill"] = Glyphs.circledFill(Glyphs.info)
        for mark in ["checkmark", "plus", "xmark"] {
            g[mark + ".square"] = Glyphs.squared(g[mark]!, filled: false)
            g[mark + ".square.fill"] = Glyphs.squared(g[mark]!, filled: true)
        }
        g["exclamationmark.triangle"] = Glyphs.exclamationTriangle(filled: false)
        g["exclamationmark.triangle.fill"] = Glyphs.exclamationTriangle(filled: true)
        g["person.circle"] = Glyphs.personCircle(filled: false)
        g["person.circle.fill"] = Glyphs.personCircle(filled: true)
        g["person.crop.circle"] = Glyphs.personCircle(filled: false)
        g["person.crop.circle.fill"] = Glyphs.personCircle(filled: true)

        // Interface
        g["magnifyingglass"] = Glyphs.magnifyingglass
        g["ellipsis"] = Glyphs.ellipsis
        g["ellipsis.circle"] = Glyphs.circled(Glyphs.ellipsis)
        g["ellipsis.circle.fill"] = Glyphs.circledFill(Glyphs.ellipsis)
        g["list.bullet"] = Glyphs.listBullet
        g["line.3.horizontal"] = Glyphs.line3Horizontal
        g["line.3.horizontal.decrease"] = Glyphs.line3HorizontalDecrease
        g["line.3.horizontal.decrease.circle"] = Glyphs.circled(Glyphs.line3HorizontalDecrease)
        g["square.grid.2x2"] = Glyphs.grid2x2(filled: false)
        g["square.grid.2x2.fill"] = Glyphs.grid2x2(filled: true)
        g["slider.horizontal.3"] = Glyphs.sliderHorizontal3
        g["square"] = Glyphs.square(filled: false)
        g["square.fill"] = Glyphs.square(filled: true)
        g["gear"] = Glyphs.gear(filled: false)
        g["trash"] = Glyphs.trash(filled: false)
        g["trash.fill"] = Glyphs.trash(filled: true)
        g["pencil"] = Glyphs.pencilGlyph
        g["square.and.pencil"] = Glyphs.squareAndPencil
        g["square.and.arrow.up"] = Glyphs.boxAndArrow(up: true)
        g["square.and.arrow.down"] = Glyphs.boxAndArrow(up: false)
        g["chevron.up.chevron.down"] = Glyphs.chevronUpChevronDown
        g["sidebar.left"] = Glyphs.sidebarLeft
        g["power"] = Glyphs.power

        // Arrows
        g["arrow.clockwise"] = Glyphs.arrowClockwise
        g["arrow.counterclockwise"] = Glyphs.arrowClockwise.transformed(by: Glyph.mirror)
        g["arrow.up.right"] = Glyphs.arrowUpRight
        g["arrow.uturn.backward"] = Glyphs.arrowUturnBackward
        g["arrow.uturn.forward"] = Glyphs.arrowUturnBackward.transformed(by: Glyph.mirror)
        g["arrow.left.arrow.right"] = Glyphs.arrowLeftArrowRight
        g["arrow.up.arrow.down"] = Glyphs.arrowLeftArrowRight.transformed(by: Glyph.turnUp)
        g["arrow.triangle.2.circlepath"] = Glyphs.arrowTriangle2Circlepath
        g["rectangle.portrait.and.arrow.right"] = Glyphs.rectanglePortraitAndArrowRight
        for direction in ["up", "down", "left", "right"] {
            g["arrow.\(direction).circle"] = Glyphs.circled(g["arrow.\(direction)"]!)
            g["arrow.\(direction).circle.fill"] = Glyphs.circledFill(g["arrow.\(direction)"]!)
            g["chevron.\(direction).circle"] = Glyphs.circled(g["chevron.\(direction)"]!)
            g["chevron.\(direction).circle.fill"] = Glyphs.circledFill(g["chevron.\(direction)"]!)
        }

        // Media
        g["play"] = Glyphs.play
        g["stop.fill"] = Glyphs.stopFill
        g["forward.fill"] = Glyphs.forwardFill
        g["backward.fill"] = Glyphs.forwardFill.transformed(by: Glyph.mirror)
        g["forward.end.fill"] = Glyphs.forwardEndFill
        g["backward.end.fill"] = Glyphs.forwardEndFill.transformed(by: Glyph.mirror)
        for mark in ["play.fill", "pause.fill", "stop.fill"] {
            let base = String(mark.dropLast(5))
            g[base + ".circle"] = Glyphs.circled(g[mark]!)
            g[base + ".circle.fill"] = Glyphs.circledFill(g[mark]!)
        }
        g["shuffle"] = Glyphs.shuffle
        g["repeat"] = Glyphs.repeatGlyph
        g["speaker.fill"] = Glyphs.speaker(waves: 0, filled: true)
        g["speaker.wave.1.fill"] = Glyphs.speaker(waves: 1, filled: true)
        g["speaker.wave.2"] = Glyphs.speaker(waves: 2, filled: false)
        g["speaker.wave.2.fill"] = Glyphs.speaker(waves: 2, filled: true)
        g["speaker.wave.3"] = Glyphs.speaker(waves: 3, filled: false)
        g["speaker.wave.3.fill"] = Glyphs.speaker(waves: 3, filled: true)
        g["speaker.slash"] = Glyphs.speaker(waves: 0, filled: false, slash: true)
        g["speaker.slash.fill"] = Glyphs.speaker(waves: 0, filled: true, slash: true)
        g["music.note"] = Glyphs.musicNote
        g["film"] = Glyphs.film
        g["mic"] = Glyphs.mic(filled: false)
        g["mic.fill"] = Glyphs.mic(filled: true)
        g["mic.slash"] = Glyphs.mic(filled: false, slash: true)
        g["camera"] = Glyphs.camera(filled: false)
        g["camera.fill"] = Glyphs.camera(filled: true)
        g["photo"] = Glyphs.photo(filled: false)
        g["photo.fill"] = Glyphs.photo(filled: true)
        g["video"] = Glyphs.video(filled: false)
        g["video.fill"] = Glyphs.video(filled: true)
        g["waveform"] = Glyphs.waveform
        g["play.rectangle"] = Glyphs.playRectangle(filled: false)
        g["play.rectangle.fill"] = Glyphs.playRectangle(filled: true)

        // Communication
        g["envelope"] = Glyphs.envelope(filled: false)
        g["envelope.fill"] = Glyphs.envelope(filled: true)
        g["paperplane"] = Glyphs.paperplane(filled: false)
        g["paperplane.fill"] = Glyphs.paperplane(filled: true)
        g["message"] = Glyphs.message(filled: false)
        g["message.fill"] = Glyphs.message(filled: true)
        g["bubble.left"] = Glyphs.bubbleLeft(filled: false)
        g["bubble.left.fill"] = Glyphs.bubbleLeft(filled: true)
        g["bubble.right"] = Glyphs.bubbleLeft(filled: false).transformed(by: Glyph.mirror)
        g["bubble.right.fill"] = Glyphs.bubbleLeft(filled: true).transformed(by: Glyph.mirror)
        g["phone"] = Glyphs.phone(filled: false)
        g["phone.fill"] = Glyphs.phone(filled: true)
        g["link"] = Glyphs.link
        g["globe"] = Glyphs.globe
        g["wifi"] = Glyphs.wifi
        g["antenna.radiowaves.left.and.right"] = Glyphs.antennaRadiowaves
        g["airplane"] = Glyphs.airplane
        g["bell.badge"] = Glyphs.bellBadge(filled: false)
        g["bell.badge.fill"] = Glyphs.bellBadge(filled: true)

        // Objects
        g["bookmark"] = Glyphs.bookmark(filled: false)
        g["bookmark.fill"] = Glyphs.bookmark(filled: true)
        g["calendar"] = Glyphs.calendar(filled: false)
        g["clock"] = Glyphs.clock(filled: false)
        g["clock.fill"] = Glyphs.clock(filled: true)
        g["lock"] = Glyphs.lock(filled: false)
        g["lock.fill"] = Glyphs.lock(filled: true)
        g["lock.open"] = Glyphs.lock(filled: false, open: true)
        g["lock.open.fill"] = Glyphs.lock(filled: true, open: true)
        g["key"] = Glyphs.key
        g["eye"] = Glyphs.eye(filled: false)
        g["eye.fill"] = Glyphs.eye(filled: true)
        g["eye.slash"] = Glyphs.eye(filled: false, slash: true)
        g["eye.slash.fill"] = Glyphs.eye(filled: true, slash: true)
        g["doc"] = Glyphs.doc(filled: false, lines: false)
        g["doc.fill"] = Glyphs.doc(filled: true, lines: false)
        g["doc.text"] = Glyphs.doc(filled: false, lines: true)
        g["doc.text.fill"] = Glyphs.doc(filled: true, lines: true)
        g["folder"] = Glyphs.folder(filled: false)
        g["folder.fill"] = Glyphs.folder(filled: true)
        g["tray"] = Glyphs.tray(filled: false)
        g["tray.fill"] = Glyphs.tray(filled: true)
        g["cart"] = Glyphs.cart(filled: false)
        g["cart.fill"] = Glyphs.cart(filled: true)
        g["bag"] = Glyphs.bag(filled: false)
        g["bag.fill"] = Glyphs.bag(filled: true)
        g["creditcard"] = Glyphs.creditcard(filled: false)
        g["creditcard.fill"] = Glyphs.creditcard(filled: true)
        g["gift"] = Glyphs.gift(filled: false)
        g["gift.fill"] = Glyphs.gift(filled: true)
        g["tag"] = Glyphs.tag(filled: false)
        g["tag.fill"] = Glyphs.tag(filled: true)
        g["flag"] = Glyphs.flag(filled: false)
        g["flag.fill"] = Glyphs.flag(filled: true)
        g["book"] = Glyphs.book(filled: false)
        g["book.fill"] = Glyphs.book(filled: true)
        g["chart.bar"] = Glyphs.chartBar(filled: false)
        g["chart.bar.fill"] = Glyphs.chartBar(filled: true)
        g["chart.pie"] = Glyphs.chartPie(filled: false)
        g["chart.pie.fill"] = Glyphs.chartPie(filled: true)
        g["cup.and.saucer"] = Glyphs.cupAndSaucer(filled: false)
        g["cup.and.saucer.fill"] = Glyphs.cupAndSaucer(filled: true)
        g["location"] = Glyphs.location(filled: false)
        g["location.fill"] = Glyphs.location(filled: true)
        g["map"] = Glyphs.map(filled: false)
        g["map.fill"] = Glyphs.map(filled: true)
        g["mappin"] = Glyphs.mappin
        g["person.2"] = Glyphs.person2(filled: false)
        g["person.2.fill"] = Glyphs.person2(filled: true)
        g["hourglass"] = Glyphs.hourglass
        g["timer"] = Glyphs.timer
        g["star.circle"] = Glyphs.circled(Glyphs.star(filled: false))
        g["star.circle.fill"] = Glyphs.circledFill(Glyphs.star(filled: true))
        g["heart.circle"] = Glyphs.circled(Glyphs.heart(filled: false))
        g["heart.circle.fill"] = Glyphs.circledFill(Glyphs.heart(filled: true))

        // Weather and nature
        g["moon"] = Glyphs.moon(filled: false)
        g["moon.fill"] = Glyphs.moon(filled: true)
        g["moon.stars"] = Glyphs.moonStars(filled: false)
        g["moon.stars.fill"] = Glyphs.moonStars(filled: true)
        g["sun.max"] = Glyphs.sunMax(filled: false)
        g["sun.max.fill"] = Glyphs.sunMax(filled: true)
        g["cloud"] = Glyphs.cloud(filled: false)
        g["cloud.fill"] = Glyphs.cloud(filled: true)
        g["cloud.rain"] = Glyphs.cloudRain
        g["bolt"] = Glyphs.bolt(filled: false)
        g["bolt.fill"] = Glyphs.bolt(filled: true)
        g["flame"] = Glyphs.flame(filled: false)
        g["flame.fill"] = Glyphs.flame(filled: true)
        g["drop"] = Glyphs.drop(filled: false)
        g["drop.fill"] = Glyphs.drop(filled: true)
        g["leaf"] = Glyphs.leaf(filled: false)
        g["leaf.fill"] = Glyphs.leaf(filled: true)
        g["sparkles"] = Glyphs.sparkles
        g["snowflake"] = Glyphs.snowflake
        g["wand.and.stars"] = Glyphs.wandAndStars

        // Devices and tools
        g["iphone"] = Glyphs.iphone
        g["desktopcomputer"] = Glyphs.desktopcomputer
        g["laptopcomputer"] = Glyphs.laptopcomputer
        g["tv"] = Glyphs.tv
        g["keyboard"] = Glyphs.keyboard
        g["printer"] = Glyphs.printer
        g["gamecontroller"] = Glyphs.gamecontroller(filled: false)
        g["gamecontroller.fill"] = Glyphs.gamecontroller(filled: true)
        g["battery.100"] = Glyphs.battery(level: 1)
        g["battery.50"] = Glyphs.battery(level: 0.5)
        g["battery.25"] = Glyphs.battery(level: 0.25)
        g["battery.0"] = Glyphs.battery(level: 0)
        g["headphones"] = Glyphs.headphones
        g["scissors"] = Glyphs.scissors
        g["hammer"] = Glyphs.hammer
        g["wrench"] = Glyphs.wrench
        g["paintbrush"] = Glyphs.paintbrush

        // Later additions, by frequency in the sample
        g["checkmark.seal"] = Glyphs.checkmarkSeal(filled: false)
        g["checkmark.seal.fill"] = Glyphs.checkmarkSeal(filled: true)
        g["xmark.octagon"] = Glyphs.octagon(Glyphs.xmark, filled: false)
        g["xmark.octagon.fill"] = Glyphs.octagon(Glyphs.xmark, filled: true)
        g["exclamationmark.octagon"] = Glyphs.octagon(Glyphs.exclamationmark, filled: false)
        g["exclamationmark.octagon.fill"] = Glyphs.octagon(Glyphs.exclamationmark, filled: true)
        g["magnifyingglass.circle"] = Glyphs.circled(Glyphs.magnifyingglass)
        g["magnifyingglass.circle.fill"] = Glyphs.circledFill(Glyphs.magnifyingglass)
        g["list.bullet.circle"] = Glyphs.circled(Glyphs.listBullet)
        g["list.bullet.circle.fill"] = Glyphs.circledFill(Glyphs.listBullet)
        g["text.justify.left"] = Glyphs.textJustifyLeft
        g["tablecells"] = Glyphs.table(columns: 2, rows: 3)
        g["rectangle.grid.1x2"] = Glyphs.table(columns: 1, rows: 2)
        g["rectangle.grid.1x2.fill"] = Glyphs.table(columns: 1, rows: 2, filled: true)
        g["doc.on.doc"] = Glyphs.docOnDoc(filled: false)
        g["doc.on.doc.fill"] = Glyphs.docOnDoc(filled: true)
        g["trophy"] = Glyphs.trophy(filled: false)
        g["trophy.fill"] = Glyphs.trophy(filled: true)
        g["chart.line.uptrend.xyaxis"] = Glyphs.chartLineUptrend
        g["person.badge.plus"] = Glyphs.personBadgePlus
        g["bell.slash"] = Glyphs.bellSlash(filled: false)
        g["bell.slash.fill"] = Glyphs.bellSlash(filled: true)
        g["waveform.path.ecg"] = Glyphs.waveformPathEcg
        g["line.3.horizontal.decrease.circle.fill"] = Glyphs.circledFill(Glyphs.line3HorizontalDecrease)
        g["dot.radiowaves.left.and.right"] = Glyphs.dotRadiowaves
        g["tray.full"] = Glyphs.trayFull(filled: false)
        g["tray.full.fill"] = Glyphs.trayFull(filled: true)
        g["circle.dashed"] = Glyphs.circleDashed
        g["chart.xyaxis.line"] = Glyphs.chartXYAxisLine
        g["list.bullet.rectangle"] = Glyphs.listBulletRectangle
        g["arrow.2.squarepath"] = Glyphs.arrow2Squarepath
        g["pencil.tip"] = Glyphs.pencilTip
        g["suit.heart"] = Glyphs.heart(filled: false)
        g["suit.heart.fill"] = Glyphs.heart(filled: true)
        g["wifi.exclamationmark"] = Glyphs.badged(Glyphs.wifi, Glyphs.exclamationmark, scale: 0.5, centre: P(86, 66))
        g["wifi.slash"] = Glyph(inkFrame: { pen in Glyphs.wifi.draw(&pen); pen.slash(from: P(12, 8), to: P(88, 92)) })
        g["shield"] = Glyphs.shield(nil, filled: false)
        g["shield.fill"] = Glyphs.shield(nil, filled: true)
        g["checkmark.shield"] = Glyphs.shield(Glyphs.checkmark, filled: false)
        g["checkmark.shield.fill"] = Glyphs.shield(Glyphs.checkmark, filled: true)
        g["exclamationmark.shield"] = Glyphs.shield(Glyphs.exclamationmark, filled: false)
        g["exclamationmark.shield.fill"] = Glyphs.shield(Glyphs.exclamationmark, filled: true)
        g["server.rack"] = Glyphs.serverRack
        g["books.vertical"] = Glyphs.booksVertical(filled: false)
        g["books.vertical.fill"] = Glyphs.booksVertical(filled: true)
        g["gauge"] = Glyphs.gauge
        g["recordingtape"] = Glyphs.recordingtape
        g["calendar.badge.clock"] = Glyphs.badged(Glyphs.calendar(filled: false), Glyphs.clock(filled: false), scale: 0.5, centre: P(80, 80))
        g["laptopcomputer.and.iphone"] = Glyphs.badged(Glyphs.laptopcomputer, Glyphs.iphone, scale: 0.6, centre: P(88, 64))
        g["doc.text.magnifyingglass"] = Glyphs.badged(Glyphs.doc(filled: false, lines: true), Glyphs.magnifyingglass, scale: 0.5,
                                                     centre: P(78, 78))
        g["tray.and.arrow.down"] = Glyphs.trayAndArrow(up: false, filled: false)
        g["tray.and.arrow.down.fill"] = Glyphs.trayAndArrow(up: false, filled: true)
        g["tray.and.arrow.up"] = Glyphs.trayAndArrow(up: true, filled: false)
        g["clock.arrow.circlepath"] = Glyph(inkFrame: { pen in
            Glyphs.arrowClockwise.transformed(by: Glyph.mirror).draw(&pen)
            pen.stroke([P(50, 34), P(50, 56), P(64, 66)])
        })
        g["text.bubble"] = Glyphs.bubbleWith(Glyphs.bubbleText, filled: false)
        g["text.bubble.fill"] = Glyphs.bubbleWith(Glyphs.bubbleText, filled: true)
        g["quote.bubble"] = Glyphs.bubbleWith(Glyphs.bubbleQuote, filled: false)
        g["quote.bubble.fill"] = Glyphs.bubbleWith(Glyphs.bubbleQuote, filled: true)
        g["ellipsis.bubble"] = Glyphs.bubbleWith(Glyphs.bubbleDots, filled: false)
        g["ellipsis.bubble.fill"] = Glyphs.bubbleWith(Glyphs.bubbleDots, filled: true)
        g["bubble.left.and.bubble.right"] = Glyphs.bubbleLeftAndRight(filled: false)
        g["bubble.left.and.bubble.right.fill"] = Glyphs.bubbleLeftAndRight(filled: true)
        for name in ["house", "location", "bookmark", "bolt", "phone", "envelope", "lock", "bell", "flag", "tag",
                     "cart", "camera", "gift", "trash", "folder", "paperplane"] {
            g[name + ".circle"] = Glyphs.circled(g[name]!)
            g[name + ".circle.fill"] = Glyphs.circledFill(g[name + ".fill"]!)
        }
        g["mappin.circle"] = Glyphs.circled(Glyphs.mappin)
        g["mappin.circle.fill"] = Glyphs.circledFill(Glyphs.mappin)
        g["minus.square"] = Glyphs.squared(g["minus"]!, filled: false)
        g["minus.square.fill"] = Glyphs.squared(g["minus"]!, filled: true)
        for name in ["pencil", "link"] {
            g[name + ".circle"] = Glyphs.circled(g[name]!)
            g[name + ".circle.fill"] = Glyphs.circledFill(g[name]!)
        }
        g["hand.thumbsup"] = Glyphs.handThumbsup(filled: false)
        g["hand.thumbsup.fill"] = Glyphs.handThumbsup(filled: true)
        g["hand.thumbsdown"] = Glyphs.handThumbsup(filled: false).transformed(by: Glyph.flip)
        g["hand.thumbsdown.fill"] = Glyphs.handThumbsup(filled: true).transformed(by: Glyph.flip)
        for (name, glyph) in g where !handFramed.contains(name) { g[name] = Glyph(inkFrame: glyph.draw) }
        return g
    }()
}

/// The glyph drawings, one file per family (`Glyphs+Marks.swift`, …).
enum Glyphs {}

/// Shorthand for design-space points.
@inline(__always) func P(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
