import Foundation
import Testing
import Speakable

/// Phrasing spec §11: every word the screen reader adds comes from `Voices/`.
@Suite("§11 Localization")
struct LocalizationTests {
    @Test("The compiled-in voice files are the files of Voices/ (run scripts/generate-voices after editing them)")
    func embeddedVoicesMatch() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Voices")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        let embedded = BundledResource.files(withExtension: "voice") + BundledResource.files(withExtension: "variant")
        #expect(embedded.map(\.name).sorted() == names)
        for file in embedded {
            let text = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(file.text == String(text.dropLast(text.hasSuffix("\n") ? 1 : 0)), "\(file.name) differs from Voices/\(file.name)")
        }
    }

    @Test("Every locale has a complete voice file")
    func voicesLoad() throws {
        for locale in SpeechLocale.allCases {
            #expect(try Voice.builtIn(locale).locale == locale)
        }
    }

    @Test("Russian trait words and hints are AccessibilitySnapshot's, quirks of case kept")
    func russian() throws {
        #expect(say(Button("Сохранить"), in: .ru) == ["Сохранить. Кнопка."])
        #expect(say(TextField("Имя"), in: .ru) == ["Имя. текстовое поле. коснитесь дважды, чтобы редактировать"])
        #expect(say(TextField("Имя", isEditing: true), in: .ru) == ["Имя. текстовое поле. Идет правка."])
        #expect(say(Element("26", traits: [.selected, .notEnabled, .header]), in: .ru) == ["Выбрано: 26. Недоступно. Заголовок."])
        #expect(say(try Stepper("Количество", value: 3, exposure: .buttons), in: .ru) == ["Уменьшить. Кнопка.", "Увеличить. Кнопка."])
    }

    @Test("Russian alert words")
    func russianAlert() throws {
        let screen = try presenting(.alert(Alert(title: "Удалить файл?", message: "Это нельзя отменить.", buttons: ["Удалить"])))
        #expect(render(screen, in: .ru) == [
            "Предупреждение. Удалить файл? Это нельзя отменить.", "Удалить файл?", "Это нельзя отменить.",
            "Отменить. Кнопка.", "Удалить. Кнопка.",
        ])
    }

    @Test("Chinese uses its own sentence end and separator")
    func chinese() throws {
        #expect(say(Button("保存"), in: .zhHans) == ["保存。 按钮。"])
        #expect(say(try Stepper("数量", value: 3), in: .zhHans) == ["数量：3。 可调整。 用一根手指向上或向下轻扫以调整值。"])
        #expect(say(Element("你最喜欢的动物？", value: "猫"), in: .zhHans) == ["你最喜欢的动物？ 猫。"])
        let screen = try presenting(.alert(Alert(title: "删除文件？", message: "此操作无法撤销", buttons: ["删除"])))
        #expect(render(screen, in: .zhHans) == ["提醒。 删除文件？ 此操作无法撤销。", "删除文件？", "此操作无法撤销。", "取消。 按钮。", "删除。 按钮。"])
    }

    @Test("Chinese text contains no pinyin or cmn voice names")
    func chineseIsChinese() throws {
        let zh = voice(.zhHans)
        #expect(zh.engineSettings["espeak.voice"] == "cmn-latn-pinyin")
        let words = [zh[.button], zh[.adjustable], zh[.editHint], zh[.alert], zh[.cancel]]
        #expect(words.allSatisfy { !$0.contains(where: \.isASCII) })
    }

    @Test("The espeak-ng voices per locale")
    func espeakVoices() {
        #expect(SpeechLocale.allCases.map { voice($0).engineSettings["espeak.voice"] } == ["en-us", "ru", "cmn-latn-pinyin"])
    }

    @Test("No locale word is written in the phrasing code")
    func wordsOnlyInVoices() throws {
        // Every word a voice supplies differs between English and Russian; if code added a word
        // itself, the Russian rendering of this screen would still contain English.
        let screen = try presenting(.alert(Alert(title: "Т", style: .loginAndPasswordInput, buttons: ["Д"])))
        let russian = render(screen, in: .ru).joined(separator: " ")
        #expect(russian.range(of: "[A-Za-z]", options: .regularExpression) == nil, "\(russian)")
    }
}
