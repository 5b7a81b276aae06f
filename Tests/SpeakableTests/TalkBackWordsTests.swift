import Testing
@testable import Speakable

/// talkback.md TB19: every word TalkBack says is in the voice files, in en, ru and zh-Hans, with
/// TalkBack's exact strings. The expected strings below are copied by hand from the string tables
/// of talkback-facts.md F§10 (Russian final periods kept), in TalkBack's own `%1$s` notation.
@Suite("TalkBack TB19 words")
struct TalkBackWordsTests {
    /// F§10, by voice key: en, ru, zh-CN.
    static let facts: [String: (en: String, ru: String, zh: String)] = [
        "talkback.role.button": ("Button", "Кнопка", "按钮"),
        "talkback.role.checkBox": ("Check box", "Флажок", "复选框"),
        "talkback.role.radioButton": ("Radio button", "Переключатель", "单选按钮"),
        "talkback.role.switch": ("Switch", "Переключатель", "开关"),
        "talkback.role.dropDownList": ("Drop down list", "Раскрывающееся меню", "下拉列表"),
        "talkback.role.editBox": ("Edit box", "Окно редактирования", "编辑框"),
        "talkback.role.image": ("Image", "Изображение", "图片"),
        "talkback.role.slider": ("Slider", "Ползунок", "滑块"),
        "talkback.role.progressBar": ("Progress bar", "Индикатор выполнения", "进度条"),
        "talkback.role.list": ("List", "Список.", "列表"),
        "talkback.role.grid": ("Grid", "Сетка.", "网格"),
        "talkback.role.tabBar": ("Tab bar", "Панель вкладок.", "标签栏"),
        "talkback.role.pager": ("Multi-page view", "Многостраничный режим", "多页面视图"),
        "talkback.role.page": ("Page", "Страница", "页面"),
        "talkback.role.webView": ("Webview", "Веб-представление", "网页视图"),
        "talkback.role.heading": ("Heading", "Заголовок.", "标题"),
        "talkback.role.rowHeading": ("Row heading", "Заголовок строки", "行标题"),
        "talkback.role.columnHeading": ("Column heading", "Заголовок столбца", "列标题"),
        "talkback.state.checked": ("checked", "отмечено.", "已选中"),
        "talkback.state.notChecked": ("not checked", "не отмечено.", "未选中"),
        "talkback.state.on": ("on", "включено", "已开启"),
        "talkback.state.off": ("off", "отключено", "已关闭"),
        "talkback.state.selected": ("selected", "выбрано.", "已选中"),
        "talkback.state.disabled": ("disabled", "отключено.", "已停用"),
        "talkback.state.enabled": ("enabled", "включено", "已启用"),
        "talkback.state.expanded": ("expanded", "развернуто", "已展开"),
        "talkback.state.collapsed": ("collapsed", "свернуто", "已收起"),
        "talkback.state.editing": ("Editing", "Режим редактирования", "正在编辑"),
        "talkback.state.selectionModeOn": ("Selection mode on", "Режим выделения включен", "已开启选择模式"),
        "talkback.state.unlabelled": ("Unlabelled", "Без ярлыка", "未加标签"),
        "talkback.state.password": ("password", "пароль.", "密码"),
        "talkback.state.maximumLength": ("Maximum length reached", "Это максимальная длина текста", "已达到长度上限"),
        "talkback.template.percent": ("%1$s percent", "Процентов: %1$s", "百分之 %1$s"),
        "talkback.template.labeledItem": ("%1$s for %2$s", "%1$s параметра \"%2$s\"", "%2$s对应的%1$s"),
        "talkback.template.error": ("Error: %1$s", "Error: %1$s", "Error: %1$s"),
        "talkback.template.invalidInput": ("Invalid input %1$s", "Эти данные введены неверно. \"%1$s\"", "输入内容无效：%1$s"),
        "talkback.collection.index": ("%1$d of %2$d", "%1$d из %2$d", "第 %1$d 个，共 %2$d 个"),
        "talkback.collection.row": ("Row %1$d", "Строка %1$d.", "第 %1$d 行"),
        "talkback.collection.column": ("Column %1$d", "Столбец %1$d.", "第 %1$d 列"),
        "talkback.collection.level": ("Level %1$d", "Уровень %1$d", "第 %1$d 级"),
        "talkback.collection.inList": ("In list", "В списке", "在列表中"),
        "talkback.collection.inListNamed": ("In list %1$s", "В списке \"%1$s\"", "在“%1$s”列表中"),
        "talkback.collection.outOfList": ("Out of list", "Вне списка", "在列表外"),
        "talkback.collection.outOfListNamed": ("Out of list %1$s", "Вне списка \"%1$s\"", "在“%1$s”列表外"),
        "talkback.collection.inGrid": ("In grid", "В сетке", "在网格中"),
        "talkback.collection.inGridNamed": ("In grid %1$s", "В сетке \"%1$s\"", "在“%1$s”网格中"),
        "talkback.collection.outOfGrid": ("Out of grid", "Вне сетки", "在网格外"),
        "talkback.collection.outOfGridNamed": ("Out of grid %1$s", "Вне сетки \"%1$s\"", "在“%1$s”网格外"),
        "talkback.collection.inPager": ("In pager", "В зоне постраничной навигации", "在页面控制项中"),
        "talkback.collection.inPagerNamed": ("In pager %1$s", "В зоне постраничной навигации %1$s", "在页面控制项“%1$s”中"),
        "talkback.collection.outOfPager": ("Out of pager", "Вне зоны постраничной навигации", "在页面控制项外"),
        "talkback.collection.inVerticalPager": ("In vertical pager", "В зоне постраничной вертикальной навигации", "在纵向页面控制项中"),
        "talkback.collection.inHorizontalPager": ("In horizontal pager", "В зоне постраничной горизонтальной навигации", "在横向页面控制项中"),
        "talkback.collection.inGridPager": ("In grid pager", "В зоне постраничной навигации в виде сетки", "在网格页面控制项中"),
        "talkback.collection.page": ("Page %1$d of %2$d", "Страница %1$d из %2$d", "第 %1$d 页，共 %2$d 页"),
        "talkback.collection.inRole": ("In %1$s", "В роли \"%1$s\"", "您当前位于%1$s中"),
        "talkback.collection.inRoleNamed": ("In %1$s %2$s", "В роли \"%1$s\" в коллекции \"%2$s\"", "您当前位于%1$s“%2$s”中"),
        "talkback.collection.outOfRole": ("Out of %1$s", "Вне роли \"%1$s\"", "您已离开%1$s"),
        "talkback.collection.outOfRoleNamed": ("Out of %1$s %2$s", "Вне роли \"%1$s\" в коллекции \"%2$s\"", "您已离开%1$s“%2$s”"),
        "talkback.window.named": ("Window %1$s", "Окно \"%1$s\"", "“%1$s”窗口"),
        "talkback.window.pictureInPicture": ("%1$s picture in picture", "%1$s: режим \"Картинка в картинке\"", "%1$s画中画"),
        "talkback.gesture.doubleTap": ("Double-tap", "Коснитесь дважды", "点按两次"),
        "talkback.gesture.tap": ("Tap", "Коснитесь", "点按"),
        "talkback.gesture.swipeUp": ("Swipe up", "Вверх", "向上滑动"),
        "talkback.gesture.swipeDown": ("Swipe down", "Вниз", "向下滑动"),
        "talkback.gesture.threeFingerTap": ("Tap with 3 fingers", "Нажатие тремя пальцами", "三指点按"),
        "talkback.hint.activate": ("%1$s to activate", "%1$s, чтобы активировать", "%1$s即可激活"),
        "talkback.hint.longPress": ("%1$s and hold to long press", "%1$s и удерживайте", "%1$s并按住即可长按"),
        "talkback.hint.toggle": ("%1$s to toggle", "%1$s, чтобы включить или выключить", "%1$s即可切换"),
        "talkback.hint.select": ("%1$s to select", "%1$s, чтобы выбрать", "%1$s即可选择"),
        "talkback.hint.editText": ("%1$s to edit text", "%1$s, чтобы редактировать текст", "%1$s即可编辑文字"),
        "talkback.hint.change": ("%1$s to change", "%1$s, чтобы изменить", "%1$s即可更改"),
        "talkback.hint.adjust": ("\"%1$s\" or \"%2$s\" to adjust", "Для настройки используйте жесты \"%1$s\" и \"%2$s\"", "“%1$s”或“%2$s”即可调整"),
        "talkback.hint.adjustOneGesture": ("\"%1$s\" to adjust", "Для настройки используйте жест \"%1$s\"", "“%1$s”即可调整"),
        "talkback.hint.customAction": ("%1$s to %2$s", "%1$s, чтобы %2$s", "%1$s即可%2$s"),
        "talkback.hint.customLongPress": ("%1$s and hold to %2$s", "%1$s и удерживайте, чтобы %2$s", "%1$s并按住即可%2$s"),
        "talkback.hint.menu": ("%1$s available, use %2$s to view", "Доступно: %1$s. Чтобы посмотреть, используйте жест %2$s.", "可以%1$s，做出手势“%2$s”即可查看"),
        "talkback.menu.actions": ("Actions", "Действия", "操作"),
        "talkback.menu.links": ("Links", "Ссылки", "链接"),
        "talkback.hint.pager": ("Swipe with two fingers to switch pages", "Чтобы листать страницы, проводите двумя пальцами по экрану", "用双指滑动即可切换页面"),
        "talkback.hint.passwords": ("Passwords only spoken when using headphones", "Пароли озвучиваются только при использовании наушников", "仅在使用耳机时读出密码"),
        "talkback.symbol.bullet": ("Bullet", "Маркер списка", "项目符号"),
        "talkback.symbol.capital": ("capital %1$s", "прописная буква %1$s.", "大写的 %1$s"),
        // F§10 plurals: en one/other, ru one/few/many/other, zh one text (its `other`).
        "talkback.count.characters.one": ("%1$d character", "%1$d символ", ""),
        "talkback.count.characters.few": ("", "%1$d символа", ""),
        "talkback.count.characters.many": ("", "%1$d символов", ""),
        "talkback.count.characters.other": ("%1$d characters", "%1$d символа", "%1$d 个字符"),
        "talkback.count.items.one": ("%1$d item", "%1$d элемент", ""),
        "talkback.count.items.few": ("", "%1$d элемента", ""),
        "talkback.count.items.many": ("", "%1$d элементов", ""),
        "talkback.count.items.other": ("%1$d items", "%1$d элемента", "%1$d 项"),
        "talkback.count.rows.one": ("%1$d row", "%1$d строка", ""),
        "talkback.count.rows.few": ("", "%1$d строки", ""),
        "talkback.count.rows.many": ("", "%1$d строк", ""),
        "talkback.count.rows.other": ("%1$d rows", "%1$d строки", "%1$d 行"),
        "talkback.count.columns.one": ("%1$d column", "%1$d столбец", ""),
        "talkback.count.columns.few": ("", "%1$d столбца", ""),
        "talkback.count.columns.many": ("", "%1$d столбцов", ""),
        "talkback.count.columns.other": ("%1$d columns", "%1$d столбца", "%1$d 列"),
        // F§3.9: the separator, the same in every locale (not a string resource).
        "talkback.punctuation.separator": (", ", ", ", ", "),
    ]

    /// Words the F§10 tables do not give: single symbols from TalkBack's `strings_symbols.xml`
    /// (F§3.7 cites the English ones), and the words TB14 and TB18 need for documents (the
    /// English `Tab` is F§4's). Checked here so that a change to them is deliberate.
    static let beyondTables: [String: (en: String, ru: String, zh: String)] = [
        "talkback.symbol.period": ("Period", "Точка", "句点"),
        "talkback.symbol.percent": ("Percent", "Процент", "百分比符号"),
        "talkback.symbol.dash": ("Dash", "Дефис.", "破折号"),
        "talkback.role.tab": ("Tab", "Вкладка", "标签页"),
        "talkback.role.link": ("Link", "Ссылка", "链接"),
        "talkback.button.navigateUp": ("Navigate up", "Перейти вверх", "转到上一层级"),
        "talkback.stepper.decrement": ("Decrement", "Уменьшить", "减少"),
        "talkback.stepper.increment": ("Increment", "Увеличить", "增加"),
    ]

    /// TalkBack's `%1$s` / `%1$d` in the voice files' notation, `{1}`.
    static func voiceNotation(_ text: String) -> String {
        text.replacingOccurrences(of: "%1$s", with: "{1}").replacingOccurrences(of: "%1$d", with: "{1}")
            .replacingOccurrences(of: "%2$s", with: "{2}").replacingOccurrences(of: "%2$d", with: "{2}")
    }

    @Test("TB19 every TalkBack key in en, ru and zh-Hans is TalkBack's string of F§10")
    func testTB19_everyTalkBackWordIsTalkBacksString() throws {
        let talkBackKeys = VoiceKey.allCases.filter { $0.fileKey.hasPrefix("talkback.") }
        #expect(Set(talkBackKeys.map(\.fileKey)) == Set(Self.facts.keys).union(Self.beyondTables.keys))
        for (locale, pick) in [(SpeechLocale.en, { (w: (en: String, ru: String, zh: String)) in w.en }),
                               (.ru, { $0.ru }), (.zhHans, { $0.zh })] {
            let voice = try Voice.builtIn(locale)
            for key in talkBackKeys {
                let expected = Self.voiceNotation(pick(Self.facts[key.fileKey] ?? Self.beyondTables[key.fileKey]!))
                #expect(voice[key] == expected, "\(locale) \(key.fileKey)")
            }
        }
    }

    @Test("TB19 TalkBack's words are in their own section: every talkback. key is a talkBack case, and no other is")
    func testTB19_talkBackWordsNeverMixWithVoiceOvers() {
        for key in VoiceKey.allCases {
            #expect(key.fileKey.hasPrefix("talkback.") == "\(key)".hasPrefix("talkBack"), "\(key)")
        }
    }

    @Test("TB19 Russian counts follow Russian plurals: 1 символ, 3 символа, 5 символов; Chinese one form")
    func testTB19_countsFollowThePluralRules() throws {
        let ru = try Voice.builtIn(.ru), zh = try Voice.builtIn(.zhHans), en = try Voice.builtIn(.en)
        #expect([1, 3, 5, 21].map { TalkBackPart(kind: .state, .count(.characters, $0)).text(in: ru) }
                == ["1 символ", "3 символа", "5 символов", "21 символ"])
        #expect([1, 4].map { TalkBackPart(kind: .context, .count(.items, $0)).text(in: en) } == ["1 item", "4 items"])
        #expect(TalkBackPart(kind: .context, .count(.items, 4)).text(in: zh) == "4 项")
    }
}
