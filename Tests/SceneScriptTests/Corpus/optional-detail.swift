// A contact list whose selection is an optional @State (nil at first); choosing a contact
// slides a detail card up from the bottom, and `if let` unwraps it.
// flipbook: size 280x380
// flipbook: scale 1
// flipbook: tap "M" at 0.4
// flipbook: tap "Close" at 1.8
// flipbook: duration 2.6
import SwiftUI

struct Person: Identifiable {
    let id: Int
    let name: String
    let role: String
    let color: Color
}

struct ContactPicker: View {
    let people = [
        Person(id: 1, name: "Alan Turing", role: "Mathematician", color: .blue),
        Person(id: 2, name: "Marie Curie", role: "Physicist", color: .purple),
        Person(id: 3, name: "Rosalind Franklin", role: "Chemist", color: .green),
    ]
    @State private var selected: Person?

    var body: some View {
        ZStack(alignment: .bottom) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Contacts")
                    .font(.largeTitle.bold())
                    .padding(.bottom, 10)
                ForEach(people) { person in
                    HStack(spacing: 12) {
                        Circle()
                            .fill(person.color.gradient)
                            .frame(width: 34, height: 34)
                            .overlay(Text(String(person.name.prefix(1))).foregroundStyle(.white).font(.subheadline.bold()))
                        Text(person.name)
                        Spacer()
                    }
                    .padding(.vertical, 8)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
                            selected = person
                        }
                    }
                    Divider()
                }
                Spacer()
            }
            .padding(16)

            if let person = selected {
                VStack(spacing: 10) {
                    Circle()
                        .fill(person.color.gradient)
                        .frame(width: 64, height: 64)
                    Text(person.name)
                        .font(.title3.bold())
                    Text(person.role)
                        .foregroundStyle(.secondary)
                    Button("Close") {
                        withAnimation(.easeInOut(duration: 0.3)) {
                            selected = nil
                        }
                    }
                    .padding(.top, 4)
                }
                .frame(maxWidth: .infinity)
                .padding(20)
                .background(.white, in: RoundedRectangle(cornerRadius: 20))
                .shadow(color: .black.opacity(0.15), radius: 16, y: -2)
                .padding(10)
                .transition(.move(edge: .bottom))
            }
        }
    }
}

#Preview {
    ContactPicker()
}
