// Names the report module's doc examples take as given, declared inside each example's function.
let english = try Voice.builtIn(.en)
var legend = ScreenLegend(tree: tree, voice: english)
let report = ScreenReport(name: "inbox", source: "Examples/inbox.yaml", language: "en", legend: legend, cost: ListeningCost(stopCount: 1))
let summaries = [report.summary(page: "screens/inbox.html")]
