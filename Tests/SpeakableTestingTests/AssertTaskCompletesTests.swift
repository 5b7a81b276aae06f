import Speakable
import SpeakableAudit
import SpeakableTesting
import Testing

/// `assertTaskCompletes` (tasks spec TK12), under Swift Testing.
@Suite("SpeakableTesting: assertTaskCompletes")
struct AssertTaskCompletesTests {
    static func signIn(button label: String) -> UserTask {
        let login = Screen {
            Heading("Sign In")
            TextField("Email")
            SecureTextField("Password")
            Button(label)
        }
        let home = Screen {
            Heading("Home")
            Button("Settings")
        }
        return UserTask(name: "Sign in", screens: [
            TaskScreen(name: "login", screen: login, actions: [.fill(.name("Email"), text: "ann@example.com"), .fill(.name("Password"), text: nil),
                                                               .activate(.name("Sign In"))]),
            TaskScreen(name: "home", screen: home, actions: [.activate(.name("Settings"))]),
        ])
    }

    @Test("TK12 assertTaskCompletes passes on a task a VoiceOver user can do, and fails at a blocked step, naming it and why")
    func testTK12_assertTaskCompletes() {
        let walk = assertTaskCompletes(Self.signIn(button: "Sign In"), reader: .voiceOver)
        #expect(walk?.verdict == .completed && walk?.swipes == 4)
        withKnownIssue {
            assertTaskCompletes(Self.signIn(button: "btnSignIn"))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            // The only stop named Sign In is the heading, which a double tap does nothing to.
            return text.contains("Sign in (VoiceOver), step 3, activate Sign In: blocked: 'Sign In. Heading.' cannot be activated")
        }
    }

    @Test("TK12 TalkBack: assertTaskCompletes(_:reader: .talkBack) walks in TalkBack's words and names TalkBack in its failure")
    func testTK12_talkBackAssertTaskCompletes() {
        let walk = assertTaskCompletes(Self.signIn(button: "Sign In"), reader: .talkBack)
        #expect(walk?.verdict == .completed && walk?.reader == .talkBack && walk?.steps.first?.heard.first?.text == "Sign In, Heading")
        withKnownIssue {
            assertTaskCompletes(Self.signIn(button: "btnSignIn"), reader: .talkBack)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Sign in (TalkBack), step 3, activate Sign In: blocked: 'Sign In, Heading' cannot be activated")
        }
    }
}
