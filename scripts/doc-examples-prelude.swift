// The names doc examples take as given, for scripts/check-doc-examples. Each example is compiled
// as the body of its own function after these declarations.

nonisolated(unsafe) var voice = try! Voice.builtIn(.en)
nonisolated(unsafe) var generator = SpeechGenerator(voice: voice)
nonisolated(unsafe) var screen = Screen { Heading("Settings"); Button("Save").identifier("save") }
nonisolated(unsafe) var reader = ScreenReader(screen: screen, voice: voice)
nonisolated(unsafe) var utterance = generator.utterance(for: AccessibilityElement(label: "Save", traits: .button))
nonisolated(unsafe) var utterances = [utterance]
nonisolated(unsafe) var tree = AccessibilityTree(screen: screen)
nonisolated(unsafe) var stop = tree.focusStops[0]
nonisolated(unsafe) var alert = Alert(title: "Delete File?", buttons: ["Delete"])
nonisolated(unsafe) var history = try! UndoHistory(undoActionNames: ["Typing"])
nonisolated(unsafe) var url = URL(fileURLWithPath: "/tmp/speakable-doc-example.wav")
nonisolated(unsafe) var channel = SpeechChannel()
nonisolated(unsafe) var speechVoice = try! SpeechVoice("en-us")
nonisolated(unsafe) var outcome = PromptOutcome.cancelled
nonisolated(unsafe) var session = PromptSession(.alert(alert), voice: voice)
nonisolated(unsafe) var withHint = true
nonisolated(unsafe) var hint = "Saves the file."
nonisolated(unsafe) var transcript = reader.log.transcript
nonisolated(unsafe) var samples: [Int16] = []
nonisolated(unsafe) var sampleRate = 22_050
nonisolated(unsafe) var log = SpokenLog()
nonisolated(unsafe) var field = SecureTextField("Password", text: "hunter2")
nonisolated(unsafe) var updatedAlert = alert
nonisolated(unsafe) var control = Button("Save").control
nonisolated(unsafe) var showsSave = true
nonisolated(unsafe) var prompt = Prompt.alert(alert)
nonisolated(unsafe) var stepper = try! Stepper("Quantity", value: 3, maximumValue: 10)
nonisolated(unsafe) var diagnostic = DocumentDiagnostic(severity: .error, file: "screen.yaml", line: 1, column: 1, keyPath: "", message: "expected a mapping")
nonisolated(unsafe) var audit = AccessibilityAudit(voice: voice)
nonisolated(unsafe) var findings = audit.findings(in: screen)
nonisolated(unsafe) var report = AuditReport(files: [.init(path: "login.yaml", findings: findings)])
nonisolated(unsafe) var spoken = SpokenScreen(screen: screen, voice: voice)
nonisolated(unsafe) var loginScreen = screen
nonisolated(unsafe) var homeScreen = screen
nonisolated(unsafe) var task = UserTask(name: "Sign in", screens: [TaskScreen(name: "login", screen: screen, actions: [.activate(.name("OK"))])])
