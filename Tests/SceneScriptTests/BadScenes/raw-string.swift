// expect: 2:6: raw strings (#"…"#) are not supported
Text(#"raw"#)
