package openapi

import (
	"reflect"

	"github.com/foliodocs/folio/internal/config"
)

// jsonposPkg is the package whose values a copy shares: the parsed JSON
// that locations point into is read-only.
var jsonposPkg = reflect.TypeFor[config.Loc]().Field(0).Type.Elem().PkgPath()

// copyNavigation returns a deep copy of nav: every element, group, entry
// and slice is new, so that the copy can be changed without changing nav;
// the parsed JSON that locations point into is shared.
func copyNavigation(nav *config.Navigation) *config.Navigation {
	return deepCopy(reflect.ValueOf(nav)).Interface().(*config.Navigation)
}

func deepCopy(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type().Elem().PkgPath() == jsonposPkg {
			return v
		}
		p := reflect.New(v.Type().Elem())
		p.Elem().Set(deepCopy(v.Elem()))
		return p
	case reflect.Struct:
		if v.Type().PkgPath() == jsonposPkg {
			return v
		}
		c := reflect.New(v.Type()).Elem()
		c.Set(v) // unexported fields are copied as they are
		for i := range v.NumField() {
			if c.Field(i).CanSet() {
				c.Field(i).Set(deepCopy(v.Field(i)))
			}
		}
		return c
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			c.Index(i).Set(deepCopy(v.Index(i)))
		}
		return c
	case reflect.Map:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeMapWithSize(v.Type(), v.Len())
		for it := v.MapRange(); it.Next(); {
			c.SetMapIndex(it.Key(), deepCopy(it.Value()))
		}
		return c
	case reflect.Interface:
		if v.IsNil() {
			return v
		}
		c := reflect.New(v.Type()).Elem()
		c.Set(deepCopy(v.Elem()))
		return c
	}
	return v
}
