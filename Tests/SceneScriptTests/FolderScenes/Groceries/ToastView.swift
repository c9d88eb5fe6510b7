import SwiftUI

struct ToastView: View {
    let message: String

    var body: some View {
        Text(message)
            .font(.callout)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Capsule().fill(Color.brand))
            .foregroundStyle(.white)
    }
}

extension View {
    func toast(_ added: String?) -> some View {
        overlay(alignment: .bottom) {
            if let added {
                ToastView(message: "Added \(added)")
                    .padding(.bottom, 12)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}
