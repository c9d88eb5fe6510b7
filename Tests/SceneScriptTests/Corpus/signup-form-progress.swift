// A sign-up form as apps write it: text fields bound to @State, a secure field, a button disabled
// until the form is valid, and an upload ProgressView that appears when it is tapped. The first tap
// fills the form as a user would; the second submits it.
// flipbook: size 390x560
// flipbook: scale 2
// flipbook: tap "Use Demo Account" at 0.3
// flipbook: tap "Create Account" at 0.8
import SwiftUI

struct SignUpView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var isSubmitting = false
    @State private var progress = 0.0

    private var isValid: Bool {
        email.contains("@") && password.count >= 6
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                } header: {
                    Text("Account")
                } footer: {
                    Text("Passwords need at least 6 characters.")
                }

                Section {
                    Button("Use Demo Account") {
                        email = "ada@example.com"
                        password = "lovelace"
                    }
                    Button("Create Account") {
                        withAnimation(.easeInOut(duration: 0.3)) {
                            isSubmitting = true
                        }
                        withAnimation(.linear(duration: 1.2)) {
                            progress = 1
                        }
                    }
                    .disabled(!isValid)
                }

                if isSubmitting {
                    Section("Uploading") {
                        ProgressView(value: progress)
                            .tint(.green)
                    }
                    .transition(.opacity)
                }
            }
            .navigationTitle("Sign Up")
        }
    }
}

#Preview {
    SignUpView()
}
