package tableview

import (
	"bytes"
	"embed"
	"html/template"
	"io"
	"sync"
)

// assets are the page's files, in the binary: a table has no internet.
//
//go:embed assets
var assets embed.FS

// templates are parsed on first use: nothing of this package runs when
// the program starts (cmd/tablemate's TestNoTablematePackageInitialisesAtStart).
var (
	templatesOnce sync.Once
	parsed        *template.Template
)

func templates() *template.Template {
	templatesOnce.Do(func() { parsed = template.Must(template.ParseFS(assets, "assets/page.html")) })
	return parsed
}

// fragment is the table (what changes) in language i: made once per
// snapshot and language, then sent to every viewer of that language.
func (sn *snapshot) fragment(i int) []byte {
	r := &sn.pages[i]
	r.once.Do(func() {
		var b bytes.Buffer
		if err := templates().ExecuteTemplate(&b, "table", pageOf(sn, localizer(i))); err != nil {
			// The templates are fixed and tested: a failure is a bug,
			// shown rather than hidden.
			b.Reset()
			template.HTMLEscape(&b, []byte("tableview: "+err.Error()))
		}
		r.html = b.Bytes()
	})
	return r.html
}

// frame is the whole page around a fragment.
type frame struct {
	Lang  string
	Base  string // the token's path, "/TOKEN/"
	Title string
	Page  *page
	Table template.HTML
	Langs []langLink
}

type langLink struct {
	Code, Name string
	Current    bool
}

// writePage writes the whole page of a snapshot in language i.
func writePage(w io.Writer, sn *snapshot, i int, base string) error {
	p := pageOf(sn, localizer(i))
	f := frame{Lang: langs[i].code, Base: base, Page: p, Table: template.HTML(sn.fragment(i)), Title: p.Who}
	if p.NoGame {
		f.Title = p.T("No game yet")
	}
	for j, l := range langs {
		f.Langs = append(f.Langs, langLink{Code: l.code, Name: l.name, Current: j == i})
	}
	return templates().ExecuteTemplate(w, "page", f)
}
