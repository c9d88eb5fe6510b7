import Testing
import Document
import SceneScript

/// The built-ins are declared with typed parameters (`Param<Double>.labeled("radius")`): their
/// labels, defaults and types are what call matching, the error messages and `flipbook list` see.
@Suite struct BuiltinDeclarationTests {
    func entry(_ group: String, _ name: String) -> VocabularyEntry? {
        SceneScript.vocabulary.first { $0.name == group }?.entries.first { $0.name == name }
    }

    /// `flipbook list` prints each form's labels from the declarations, in declaration order.
    @Test func listShowsTheDeclaredLabels() {
        #expect(entry("modifiers", ".blur")?.description == ".blur(radius:opaque:)")
        #expect(entry("modifiers", ".frame")?.forms == ["(width:height:alignment:)",
                                                         "(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"])
        #expect(entry("modifiers", ".fixedSize")?.forms == ["()", "(horizontal:vertical:)"])
        #expect(entry("modifiers", ".background")?.forms == ["(_:)", "(_:in:)", "(_:alignment:)", "(alignment:content:)"])
        // Container views end with their `content:` closure.
        #expect(entry("views", "HStack")?.forms == ["(alignment:spacing:content:)"])
        #expect(entry("views", "Group")?.forms == ["(content:)"])
        #expect(entry("values", "Color")?.description
                == "Color(red:green:blue:opacity:) | Color(_:red:green:blue:opacity:) | Color(_:white:opacity:) | Color(white:opacity:) | Color(hue:saturation:brightness:opacity:) | Color(_:) | Color(uiColor:)")
        // The gradient styles share their three first parameters.
        #expect(entry("styles", ".linearGradient")?.forms
                == ["(gradient:startPoint:endPoint:)", "(colors:startPoint:endPoint:)", "(stops:startPoint:endPoint:)"])
        #expect(entry("animations", ".spring")?.forms
                == ["", "(response:dampingFraction:blendDuration:)", "(duration:bounce:blendDuration:)"])
    }

    /// A call that fits no form names the forms the declarations give.
    @Test func wrongLabelsNameTheDeclaredForms() {
        let message = failure("Text(\"a\").blur(5)")
        #expect(message?.hasSuffix("'blur' has no form taking (_:) — supported: blur(radius:opaque:)") == true, "\(message ?? "")")
    }

    /// Left-out arguments get the declared defaults: the same model as the API's own defaults.
    @Test func defaultsAreTheAPIs() throws {
        let cases: [(String, ViewNode)] = [
            ("Text(\"a\").blur(radius: 2)", Text("a").blur(radius: 2).makeNode()),
            ("Text(\"a\").shadow(radius: 3)", Text("a").shadow(radius: 3).makeNode()),
            ("Text(\"a\").padding()", Text("a").padding().makeNode()),
            ("Circle().stroke(lineWidth: 2)", Circle().stroke(lineWidth: 2).makeNode()),
            ("Rectangle().frame(width: nil, height: 3)", Rectangle().frame(width: nil, height: 3).makeNode()),
        ]
        for (code, expected) in cases {
            #expect(try node(code) == expected, "\(code)")
        }
    }

    /// A parameter that may be left out is not thereby optional: an explicit `nil` is refused.
    @Test func omittableParametersRefuseNil() {
        let message = failure("Text(\"a\").font(.system(.title, weight: nil))")
        #expect(message?.hasSuffix("expected Font.Weight here, found nil") == true, "\(message ?? "")")
    }

    /// Where coercion leaves freedom (a tuple's shape), reading the typed argument reports it.
    @Test func typedReadsReportTheArgument() {
        let message = failure("Text(\"a\").rotation3DEffect(.degrees(3), axis: (x: 1, y: 0))")
        #expect(message?.hasSuffix("expected an (x:, y:, z:) tuple of numbers for argument 2 of 'rotation3DEffect'") == true,
                "\(message ?? "")")
    }
}
