// Sign-in flow: a session ObservableObject is put in the environment with
// .environmentObject; the sign-in form and the welcome card read it with @EnvironmentObject
// and the root switches between them with a transition.
// flipbook: size 280x320
// flipbook: scale 1
// flipbook: tap "Sign In" at 0.4
// flipbook: tap "Sign Out" at 1.8
// flipbook: duration 2.8
import SwiftUI

final class Session: ObservableObject {
    @Published var userName: String? = nil
    @Published var attempts = 0

    var isSignedIn: Bool { userName != nil }

    func signIn(as name: String) {
        attempts += 1
        userName = name
    }

    func signOut() {
        userName = nil
    }
}

struct SignInForm: View {
    @EnvironmentObject var session: Session

    var body: some View {
        VStack(spacing: 14) {
            Image(systemName: "person.fill")
                .font(.system(size: 40))
                .foregroundStyle(.blue)
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(.systemGray6))
                .frame(height: 40)
                .overlay(alignment: .leading) {
                    Text("grace@example.com")
                        .foregroundStyle(.secondary)
                        .padding(.leading, 12)
                }
            Button {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                    session.signIn(as: "Grace")
                }
            } label: {
                Text("Sign In")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .frame(height: 44)
                    .background(.blue, in: RoundedRectangle(cornerRadius: 10))
            }
        }
        .padding(24)
    }
}

struct WelcomeCard: View {
    @EnvironmentObject var session: Session

    var body: some View {
        VStack(spacing: 10) {
            Text("Welcome back,")
                .foregroundStyle(.secondary)
            Text(session.userName ?? "")
                .font(.largeTitle.bold())
            Text("Signed in \(session.attempts) time\(session.attempts == 1 ? "" : "s")")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Button("Sign Out") {
                withAnimation(.easeInOut(duration: 0.4)) {
                    session.signOut()
                }
            }
            .padding(.top, 8)
        }
    }
}

struct RootView: View {
    @EnvironmentObject var session: Session

    var body: some View {
        ZStack {
            if session.isSignedIn {
                WelcomeCard()
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
            } else {
                SignInForm()
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipped()
    }
}

#Preview {
    RootView()
        .environmentObject(Session())
}
