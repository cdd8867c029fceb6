import CanonKit
import CanonTesting
import Observation
import Testing

@MainActor
@Observable
private final class Profile {
  var name = "ana"
  var age = 30
}

private final class Label {
  var text: String?
}

@MainActor
struct ObservationTokenTests {
  @Test func deliversTheCurrentValueAtOnceThenEachChange() async {
    let profile = Profile()
    var names: [String] = []
    let token = observe {
      profile.name
    } onChange: {
      names.append($0)
    }
    #expect(names == ["ana"])

    profile.name = "bo"
    #expect(await eventually { names == ["ana", "bo"] })

    profile.name = "cy"
    #expect(await eventually { names == ["ana", "bo", "cy"] })
    _ = token
  }

  @Test func ignoresPropertiesTheReadDoesNotUse() async {
    let profile = Profile()
    var count = 0
    let token = observe {
      profile.name
    } onChange: { _ in
      count += 1
    }

    // Alone in its own turns: were `age` tracked, this change would be delivered by the end of
    // the wait (changes made together in one turn are coalesced and could hide it).
    profile.age = 31
    for _ in 0..<20 { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(20))
    #expect(count == 1)

    profile.name = "bo"
    #expect(await eventually { count == 2 })
    _ = token
  }

  @Test func stopsWhenTheTokenIsReleased() async {
    let profile = Profile()
    var names: [String] = []
    var token: ObservationToken? = observe {
      profile.name
    } onChange: {
      names.append($0)
    }
    #expect(token?.isActive == true)

    token = nil
    profile.name = "bo"
    try? await Task.sleep(for: .milliseconds(20))

    #expect(names == ["ana"])
  }

  @Test func stopsWhenCancelled() async {
    let profile = Profile()
    var names: [String] = []
    let token = observe {
      profile.name
    } onChange: {
      names.append($0)
    }

    token.cancel()
    profile.name = "bo"
    try? await Task.sleep(for: .milliseconds(20))

    #expect(names == ["ana"])
    #expect(token.isActive == false)
  }

  @Test func releasingTheTokenReleasesWhatTheClosuresCaptured() async {
    let profile = Profile()
    var label: Label? = Label()
    var token: ObservationToken? = observe {
      profile.name
    } onChange: { [label] in
      label?.text = $0
    }
    let probe = LeakProbe(label!)
    #expect(label?.text == "ana")

    label = nil
    #expect(probe.isReleased == false)
    token = nil

    #expect(probe.isReleased)
    _ = token
  }
}
