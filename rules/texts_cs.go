package rules

// rulesCS are the rules translated to Czech: the continuous mode, in our
// own words with the terms of the Czech rulebook (Režim nepřetržité hry:
// přehled rozvoje, karta rozdělení období I, značky akcí, vynechat tah);
// the others are shown in English, saying so.
var rulesCS = catalogue{
	{"C-SETUP-1", "Nepřetržitý režim: přehled rozvoje", "Přehled rozvoje tvoří jediná řada karet: při 2 hráčích 6 karet, při 3 hráčích 7, při 4 hráčích 8 a při 5 hráčích 9 (pět hráčů hraje jen s rozšířením Lost Kingdoms)."},
	{"C-SETUP-2", "Nepřetržitý režim: začínající hráč", "Začínající hráč dostane kartu rozdělení období I; podle ní je vidět, kdo kolo začíná. Značky akcí leží na jedné hromádce, ze které berou všichni."},
	{"C-ROUND-1", "Nepřetržitý režim: kola", "Hra probíhá v kolech. Každé kolo má čtyři kroky v tomto pořadí: aktivace města, provedení akcí, doplnění města a doplnění přehledu."},
	{"C-CITY-1", "Nepřetržitý režim: aktivace města", "Od začínajícího hráče dále ve směru hodinových ručiček aktivuje každý hráč ve svém městě jeden řádek a jeden sloupec a hned získá zdroje z aktivovaných karet. Textové efekty karet se v tomto kroku ještě nepoužívají."},
	{"C-ACT-1", "Nepřetržitý režim: provedení akcí", "Znovu od začínajícího hráče ve směru hodinových ručiček provede každý hráč JEDNU akci tahu, nebo tah vynechá. Akcí tahu je získání karty, dokončení divu světa, rozvoj kulturní politiky, dobytí provincie, přesun vojska, stavba opevnění, pohyb zvědů, použití efektu aktivované karty nebo kulturní politiky a vědecký objev."},
	{"C-ACT-2", "Nepřetržitý režim: značky akcí", "Efekt karty, který hráč použil, a zvěd, který provedl svou akci, dostanou značku akce a v tomto kole je nelze použít znovu. Zvěd se ale po své akci smí ještě pohnout."},
	{"C-ACT-3", "Nepřetržitý režim: volné akce", "Co akce tahu přímo vyvolá, je zdarma a patří k ní: žetony průzkumu z dobytých provincií, jednorázové efekty divů světa a kulturních politik, zisk vojevůdce za dobytí, karty tažené díky vědeckému objevu a také použití žetonu z vlastní zásoby. Efekt, který jen potřebuje podmínku splněnou dříve v kole, je samostatnou akcí tahu."},
	{"C-PASS-1", "Nepřetržitý režim: vynechání tahu", "Místo akce může hráč tah vynechat. Do konce kola pak už žádnou akci neprovede a hned odhodí zdroje, které mu zůstaly v zásobě; žetony zlata, kultury a výroby si nechá. Provedení akcí skončí, jakmile tah vynechají všichni."},
	{"C-MAINT-1", "Nepřetržitý režim: doplnění města", "Každý hráč odhodí ze svého města aktivované karty a sundá z karet a zvědů značky akcí, všichni zároveň. Pak si každý doplní město jako v běžné hře."},
	{"C-DEV-1", "Nepřetržitý režim: doplnění přehledu, odhazování", "Vzali-li hráči v tomto kole z přehledu méně karet, než je hráčů, odhazují se karty (nejdřív ta nejdál od balíčku), dokud v přehledu nechybí tolik karet, kolik je hráčů. Tak zní český a japonský text; španělský lze číst i tak, že se odhazuje, dokud nezbude tolik karet, kolik je hráčů. tablemate se drží prvního výkladu, druhý lze zapnout v nastavení."},
	{"C-DEV-2", "Nepřetržitý režim: doplnění přehledu, nové karty", "Zbylé karty se posunou směrem od balíčku a na prázdná místa se rozdají nové karty z balíčku rozvoje, nejdřív na místo nejdál od balíčku. Karta rozdělení období I pak přejde k dalšímu hráči ve směru hodinových ručiček a začíná nové kolo."},
	{"C-END-1", "Nepřetržitý režim: konec hry", "Zbudou-li při doplňování přehledu v balíčku rozvoje nejvýše 3 karty, odehraje se ještě jedno, poslední kolo a po něm hra končí. Zvolený výklad: balíček se počítá hned po doplnění (kdy se objeví připomínka vložená do balíčku při přípravě); v nastavení ho lze počítat už před doplněním."},
	{"C-HERO-1", "Nepřetržitý režim: hrdinové", "Najmutí hrdiny z řady nad přehledem rozvoje (za jeho cenu ve zlatě) je akce tahu. Vrácený hrdina se odloží stranou se značkou akce a dál ho ovládá hráč, který ho vrátil, takže ten v tomto kole nemůže najmout jiného. Při doplnění přehledu se hrdina vrátí do řady a od dalšího kola je znovu k najmutí."},
	{"C-MONSTER-1", "Nepřetržitý režim: nestvůry", "Když se odhalí nestvůra, její žeton se odhodí a její karta se položí pod přehled rozvoje. Všechny odhalené nestvůry útočí na konci kola, tedy po provedení akcí, doplnění města a doplnění přehledu; útočí postupně, nejdřív ta odhalená nejdříve."},
}
