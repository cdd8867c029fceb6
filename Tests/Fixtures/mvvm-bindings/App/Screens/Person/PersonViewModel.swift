import Foundation

final class PersonViewModel {
  let fullName: String
  let birthDate: String
  let friends: [FriendCellViewModel]

  private let person: Person

  init(person: Person, friends: [Person]) {
    self.person = person
    fullName = person.firstName + " " + person.lastName
    birthDate = DateFormatter.localizedString(from: person.birthDate, dateStyle: .long, timeStyle: .none)
    self.friends = friends.map(FriendCellViewModel.init)
  }
}

final class FriendCellViewModel {
  let name: String

  init(person: Person) {
    name = person.firstName
  }
}
