// Names the speech module's doc examples take as given, declared inside each example's function.
let voice = try SpeechVoice("en-us")
let utterance = SpeechUtterance(string: "Delete. Button.", voice: voice)
let rendering = try await Synthesizer.shared.render(utterance)
let device = AudioDevice(system: .pulseAudio, player: "paplay", arguments: [])
func play(_ samples: [Int16]) {}
let writer = try WAVStreamWriter(url: URL(fileURLWithPath: "/tmp/speakable-doc-example-stream.wav"))
let english = try Voice.builtIn(.en)
let utterances = SpeechGenerator(voice: english).render(Screen { Button("OK") })
let stream = try PulseAudioStream()
let server = try SpeechDispatcher(autospawn: false)
let output: any SpeechOutput = try DirectSpeech()
let track = try await SpeechTrack.render(utterances, voice: english)
