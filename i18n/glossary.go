package i18n

// Term is one game term in one language: the word the catalogue uses,
// where it comes from, and the variants it must not use (matched as
// written, case included, anywhere in a translation).
type Term struct {
	Word      string
	Source    string
	Forbidden []string
}

// Sources of the terms. The continuous-mode rulebooks in es, cs and ja are
// the publisher's own texts (../shared/seeds); there is no French rulebook
// in the seeds, so the French terms are our own choice unless marked.
const (
	srcES  = "es rulebook, Modo de juego por turnos"
	srcCS  = "cs rulebook, Režim nepřetržité hry"
	srcJA  = "ja rulebook, 連続プレイモード"
	srcOwn = "our choice (no rulebook in this language in the seeds)"
	// The French edition's rulebook (Funforge, 2018) is not in the seeds;
	// its component list names these terms.
	srcFR = "fr rulebook (Funforge, 2018), component list"
)

// Glossary maps each English game term to its term per language. Built
// when asked for (by the tests that hold the catalogues to it).
func Glossary() map[string]map[string]Term {
	return map[string]map[string]Term{
		"Knowledge": {
			"es": {"Conocimiento", srcES + " (card type)", nil},
			"cs": {"Vědomosti", srcCS + " (card type)", []string{"Vědění", "vědění"}},
			"ja": {"知識", srcOwn + "; the ja seed shows no card-type line", nil},
			"fr": {"Connaissance", srcFR + " (1 Connaissance)", nil},
		},
		"Wonder": {
			"es": {"Maravilla", srcES + " (1 - Maravilla)", nil},
			"cs": {"Div světa", srcCS + " (1 - Div světa)", nil},
			"ja": {"驚異", srcJA + " §3 (驚異の完成)", nil},
			"fr": {"Merveille", srcFR + " (13 jetons Merveilles)", nil},
		},
		"Building": {
			"es": {"Construcción", srcES + " (card type)", nil},
			"cs": {"Budova", srcCS + " (card type)", nil},
			"ja": {"建物", srcJA + " §3 (基本建物)", nil},
			"fr": {"Bâtiment", srcFR + " (Bâtiment spécial, Bâtiments de base)", nil},
		},
		"Cultural Policy": {
			"es": {"Conducta cultural", srcES + " §3", []string{"Política cultural"}},
			"cs": {"kulturní politi", srcCS + " §3 (kulturní politika, declined)", nil},
			"ja": {"文化政策", srcJA + " §3", nil},
			"fr": {"Politique culturelle", srcFR + " (cartes Politiques Culturelles; the adjective in lower case, as French writes it)", nil},
		},
		"Province": {
			"es": {"Provincia", srcES + " §3", nil},
			"cs": {"provincie", srcCS + " §3", nil},
			"ja": {"地域", srcJA + " §3", nil},
			"fr": {"Province", srcFR + " (tuiles Province)", nil},
		},
		"Development display": {
			"es": {"Desarrollo disponible", srcES + " §1", nil},
			"cs": {"přehled rozvoje", srcCS + " §1", nil},
			"ja": {"発展ディスプレイ", srcJA + " §1", nil},
			"fr": {"rivière", srcOwn + ": the French board-game word for a row of face-up cards that slides; the rulebook's name for it is not in its component list", []string{"le Développement", "du Développement", "au Développement"}},
		},
		"Development deck": {
			"es": {"mazo", srcES + " §5 (mazo de Desarrollo; the screens say mazo)", nil},
			"cs": {"balíček", srcCS + " §5 (balíček rozvoje; the screens say balíček)", nil},
			"ja": {"デッキ", srcJA + " §5 (発展デッキ; the screens say デッキ)", nil},
			"fr": {"pioche", srcOwn, nil},
		},
		"Separation card": {
			"es": {"carta de Separación", srcES + " §1", nil},
			"cs": {"karta rozdělení období", srcCS + " §1", nil},
			"ja": {"分割カード", srcJA + " §1 (時代I分割カード)", nil},
			"fr": {"carte de Séparation", srcFR + " (cartes de Séparation : I, II et III)", []string{"carte Séparation", "cartes Séparation"}},
		},
		"Era": {
			"es": {"Era", srcES + " §1 (Era I)", []string{"era actual", "era más"}},
			"cs": {"období", srcCS + " §1 (období I)", nil},
			"ja": {"時代", srcJA + " §1 (時代I)", nil},
			"fr": {"Ère", srcFR + " (cartes Ère Classique (I))", nil},
		},
		"City phase": {
			"es": {"Fase de Ciudad", srcES + " §2", nil},
			"cs": {"aktivace města", srcCS + " §2", nil},
			"ja": {"都市の発動", srcJA + " §2", nil},
			"fr": {"phase de Cité", srcOwn, []string{"hase Cité"}},
		},
		"Actions phase": {
			"es": {"Fase de Acciones", srcES + " §3", nil},
			"cs": {"provedení akcí", srcCS + " §3", nil},
			"ja": {"アクションの実行", srcJA + " §3", nil},
			"fr": {"phase d’Actions", srcOwn, []string{"hase Actions", "Phase tour"}},
		},
		"Maintenance phase": {
			"es": {"Fase de Mantenimiento", srcES + " §4", nil},
			"cs": {"doplnění města", srcCS + " §4", nil},
			"ja": {"都市への補充", srcJA + " §4", nil},
			"fr": {"entretien", srcOwn, nil},
		},
		"Development phase": {
			"es": {"Fase de Desarrollo", srcES + " §5", []string{"fase de Desarrollo", "fase de desarrollo"}},
			"cs": {"doplnění přehledu", srcCS + " §5", nil},
			"ja": {"ディスプレイへの補充", srcJA + " §5", []string{"発展フェイズ"}},
			"fr": {"phase de Développement", srcOwn, nil},
		},
		"last round": {
			"es": {"última ronda", srcES + " §6", nil},
			"cs": {"poslední kolo", srcCS + " §6", nil},
			"ja": {"最終ラウンド", srcJA + " §6", []string{"終了が近づ", "終わりに向か"}},
			"fr": {"dernière manche", srcOwn, nil},
		},
		"start player": {
			"es": {"Civilización inicial", srcES + " §2", nil},
			"cs": {"začínající hráč", srcCS + " §2", nil},
			"ja": {"スタートプレイヤー", srcJA + " §3", nil},
			"fr": {"premier joueur", srcFR + " (jeton premier joueur)", nil},
		},
		"pass": {
			"es": {"Pasar", srcES + " §3", nil},
			"cs": {"vynech", srcCS + " §3 (vynechat tah; the players panel says pas, to fit 80 columns)", []string{"pasoval"}},
			"ja": {"パス", srcJA + " §3", nil},
			"fr": {"passer", srcOwn, nil},
		},
		"Gold": {
			"es": {"Oro", srcES + " (1 de Oro)", []string{" oro ", " oro.", " oro,", "(oro", "El oro"}},
			"cs": {"zlato", srcCS + " (1 zlato)", nil},
			"ja": {"黄金", srcJA + " §3 (黄金コスト)", nil},
			"fr": {"Or", srcFR + " (jetons Or)", nil},
		},
		"Culture": {
			"es": {"Cultura", srcES + " (ficha de Cultura)", []string{" de cultura"}},
			"cs": {"kultura", srcCS + " (1 kulturu)", nil},
			"ja": {"文化", srcJA + " §3", nil},
			"fr": {"Culture", srcFR + " (jetons Culture)", nil},
		},
		"Celebrity (Hero module)": {
			"es": {"Celebridad", srcES + " §7 (Módulo de Celebridades); the Automa's Hero card too", []string{"Héroe", "héroe"}},
			"cs": {"hrdina", srcCS + " §7 (modul Hrdinové)", nil},
			"ja": {"英雄", srcJA + " §7 (英雄モジュール)", nil},
			"fr": {"Héros", srcOwn + "; the Hero module's name (cs Hrdinové, ja 英雄), one word for the card in every line (the review of 2026-11-27)", []string{"Célébrit", "célébrit"}},
		},
		"Monster": {
			"es": {"Monstruo", srcES + " §7", nil},
			"cs": {"nestvůra", srcCS + " §7 (modul Nestvůry)", []string{"monstrum", "Monstrum"}},
			"ja": {"モンスター", srcJA + " §7", []string{"怪物"}},
			"fr": {"Monstre", srcOwn, nil},
		},
		"continuous mode": {
			"es": {"por turnos", srcES + " (Modo de juego por turnos)", []string{"modo continuo", "continuo ("}},
			"cs": {"nepřetržitý režim", srcCS + " (Režim nepřetržité hry)", []string{"kontinuální"}},
			"ja": {"連続プレイモード", srcJA, nil},
			"fr": {"mode continu", srcOwn, nil},
		},
		"Lost Kingdoms": {
			"es": {"Reinos perdidos", srcES + " §1", nil},
			"cs": {"Lost Kingdoms", srcCS + " §1 (the title stays English)", nil},
			"ja": {"「Lost Kingdoms」拡張", srcJA + " §1", nil},
			"fr": {"Lost Kingdoms", srcOwn + "; the English title", nil},
		},
		"African Empires": {
			"es": {"Imperios africanos", srcES + " (introduction)", nil},
			"cs": {"African Empires", srcCS + " (introduction; the title stays English)", nil},
			"ja": {"「African Empires」拡張", srcJA + " (introduction: 第2拡張（African Empires）)", nil},
			"fr": {"African Empires", srcOwn + "; the English title", nil},
		},
		"Monumental": {
			"ja": {"モニュメンタル", srcJA + " (introduction: 「モニュメンタル」)", nil},
		},
		// Japanese terms the review settled, one word each (keys chosen apart
		// from the other languages' new ones, to fold together later): the
		// rulebook's where its continuous mode prints one, else our choice.
		"develop (a Cultural Policy)": {
			"ja": {"展開", srcJA + " §3 (文化政策の展開)", []string{"発展させ"}},
		},
		"end of the game triggered": {
			"ja": {"終了条件", srcOwn + "; the ja seed's continuous mode has no standard-game end (ゲームの終了条件を満たしました, 終了条件まで28枚)", []string{"終了が発生", "終了発生"}},
		},
		"setup line": {
			"ja": {"準備の行", srcJA + " §1 (ゲームの準備)", []string{"セットアップ"}},
		},
		"the players' table": {
			"ja": {"テーブル", srcOwn + "; one word wherever the players' table is meant", []string{"卓"}},
		},
		"undo (the u key)": {
			"ja": {"元に戻す", srcOwn + "; the u key's word, in every undo message", []string{"取り消しました", "取り消したアクション"}},
		},
		// World Monuments: no Japanese rulebook in the seeds; the title stays
		// English as the expansions' do.
		"World Monuments": {
			"ja": {"World Monuments", srcOwn + "; the English title", []string{"ワールドモニュメント"}},
		},
		"World Monuments: quarry": {
			"ja": {"採石場", srcOwn + " (採石フェイズ, 採石の手番)", []string{"石切り場"}},
		},
		"World Monuments: worker token": {
			"ja": {"ワーカートークン", srcOwn, []string{"労働者"}},
		},
		"World Monuments: screen": {
			"ja": {"衝立", srcOwn, []string{"スクリーン"}},
		},
		"World Monuments: level": {
			"ja": {"段目", srcOwn + " (3段目に建設します)", []string{"レベル"}},
		},
		"World Monuments: construction plan": {
			"ja": {"建設計画", srcOwn, []string{"建設図"}},
		},
		"reload": {
			"ja": {"再読み込み", srcOwn + "; one spelling", []string{"再読込"}},
		},
		"Automa": {
			"cs": {"Automa", srcOwn + "; a name, always capitalised (Automy, Automě, Automu, Autom)", []string{"automů", "automy", "automu"}},
		},
		"Outpost": {
			"es": {"Puesto de avanzada", srcES + " §3 (Construir un Puesto de avanzada)", nil},
			"cs": {"opevnění", srcCS + " §3 (stavba opevnění, in the list of turn actions)", []string{"základn"}},
		},
		// The civilization types the Automa's lines are for: the seed shows
		// one, masculine; the others follow it (Technologický, Ekonomický).
		"Architectural": {
			"cs": {"Architektonický", srcCS + " (Ramesse II.: Vojevůdce, Architektonický)", []string{"Architektonická", "Technologická", "Ekonomická"}},
		},
		"Warlord": {
			"es": {"Líder militar", srcES + " §3 (carta de Líder militar)", []string{"Señor de la guerra"}},
			"fr": {"Chef de guerre", srcFR + " (cartes Chef de Guerre)", []string{"Seigneur de guerre"}},
		},
		"Wonder stage": {
			"es": {"etapa", srcES + " (card text: Completa una etapa de tu Maravilla)", []string{"primera fase", "última fase"}},
			"cs": {"fázi výstavby", srcCS + " (card text: Dokončete jednu fázi výstavby divu světa; declined)", []string{"stupeň", "stupně"}},
			"fr": {"étape", srcOwn + "; a Wonder is built in two stages (étage is a floor)", []string{"étage"}},
		},
		// The terms the review of 2026-11-27 settled (shared/reviews/languages-2026-11-27.md).
		"the Automa's draw pile": {
			"es": {"mazo de robo del Automa", srcOwn + "; the Development deck and the display's discard pile are on the same screen", nil},
			"cs": {"balíček Automy", srcOwn + "; said whose, as the display's odkládací balíček is on the same screen", nil},
			"ja": {"オートマの山札", srcOwn + "; said whose, as the display's 捨て札 is on the same screen", nil},
			"fr": {"paquet de l’Automa", srcOwn + "; pioche and défausse are the table's piles", []string{"nouvelle pioche"}},
		},
		"Automa (after the game too)": {
			"ja": {"オートマ", srcOwn + "; the same word in the game, the tallies, the final table and the history", []string{"Automa"}},
		},
		"cards taken (a player's count)": {
			"cs": {"vzat", srcOwn + " (vzatá karta, vzaté karty, vzatých karet): a count of cards taken, not held (TestReviewTermsHold)", nil},
		},
		"to the end trigger": {
			"fr": {"avant la fin", srcOwn + " (Encore %d cartes avant la fin): fin déclenchée is the state once it is", []string{"Fin déclenchée dans"}},
		},
		"seed": {
			"cs": {"semínko", srcOwn + "; seed=N stays as the option is typed", []string{"seed hry", "seed všech", "seed %s", "stejný seed"}},
		},
		"a card's name": {
			"cs": {"název", srcOwn + "; jméno is a person's", []string{"jméno karty", "(typ, cena, jméno)", "Jméno (nepovinné)"}},
		},
		"spaces moved (Explorers, the worker)": {
			"ja": {"マス", srcOwn + " (%dマス移動)", []string{"%d移動"}},
		},
		"continuous mode (a game described)": {
			"ja": {"連続プレイ", srcJA, []string{"連続プレイゲーム"}},
		},
		"action marker": {
			"es": {"ficha de Acción", srcES + " §3 (fichas de Acción)", []string{"marcador de acción"}},
		},
		"resource counters": {
			"es": {"fichas de Recurso", srcES + " §3 (Pasar: fichas de Recurso)", []string{"contadores de recursos"}},
		},
		"clockwise": {
			"es": {"sentido horario", srcES + " §2 (siguiendo el sentido horario)", []string{"agujas del reloj"}},
		},
		"player": {
			"es": {"participante", srcES + " (participantes, todo el mundo); World Monuments, the history and the labels both games share say jugador", []string{"cada otro jugador", "demás jugadores"}},
		},
		"Trade track": {
			"es": {"ruta comercial", srcOwn + "; the es seed does not name it, and track is English", []string{"track", "Track"}},
			"fr": {"piste de commerce", srcOwn + "; one name for it", []string{"commerciale"}},
			"ja": {"交易トラック", srcOwn + "; the Automa's lines and the score table alike", []string{"交易路"}},
		},
		"map": {
			"fr": {"plateau", srcOwn + ": carte would read as a card", []string{"sur la carte"}},
		},
		"reading (of a rule)": {
			"es": {"interpretación", srcOwn + "; one word for the readings in force", []string{"lectura"}},
		},
		"Egypt": {
			"es": {"Egipto", srcES + " (los egipcios)", nil},
			"cs": {"Egypt", srcOwn, nil},
			"ja": {"エジプト", srcJA + " §3 example", nil},
			"fr": {"Égypte", srcOwn, nil},
		},
	}
}

// Civilization names other than Egypt are the catalogue's (the Automa deck
// titles: China, Denmark, Greece, Japan, Amazons, Atlantis, Aztecs,
// Mughals, Malians, Zulu, Aksumites): common exonyms in each language, our
// choice, as the seeds' rulebooks name only Egypt.
