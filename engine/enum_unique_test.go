package engine

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"strings"
	"testing"
)

// TestEnumValuesAreDistinct type-checks the package and fails when two
// constants of one of the engine's numbered kinds share a value. Batches
// written side by side number their own kinds from agreed ranges (lasting
// kinds from 200, constant-ability kinds by batch from 64 up);
// two picking the same number make one effect read as another, silently
// (batch H's "no plays of this type" once had lastAbility's number).
func TestEnumValuesAreDistinct(t *testing.T) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("engine", fset, files, nil)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]bool{"lastKind": true, "StaticKind": true, "Filter": true, "Trigger": true, "Quantity": true, "CondKind": true, "Op": true}
	seen := map[string]string{}
	for _, name := range pkg.Scope().Names() {
		c, ok := pkg.Scope().Lookup(name).(*types.Const)
		if !ok {
			continue
		}
		named, ok := c.Type().(*types.Named)
		if !ok || !kinds[named.Obj().Name()] {
			continue
		}
		key := named.Obj().Name() + " " + c.Val().ExactString()
		if other, dup := seen[key]; dup && !strings.EqualFold(other, name) {
			// (An exported alias of an unexported kind, LastNoReap for
			// lastNoReap, is the same kind on purpose.)
			t.Errorf("%s and %s are both %s", other, name, key)
		}
		seen[key] = name
	}
}
