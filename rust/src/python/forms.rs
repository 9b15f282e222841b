//! `forms=` and its shorthands `seven_pairs=` / `thirteen_orphans=`, read and checked here in
//! the words of `hupai._hand.choose_forms` (which the reference calls): the common values (none
//! given, one name, a tuple or list of names) cost a few string compares, not a call into
//! Python.

use super::{flag, to_pyerr};
use crate::error::Error;
use crate::rules::{Form, Forms, Rules};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyString, PyTuple};
use std::sync::Mutex;

/// "knitted" names both knitted forms (`hupai._hand.FORM_GROUPS`).
const KNITTED: Forms =
    Forms::only(Form::HonorsAndKnitted).union(Forms::only(Form::KnittedStraight));

/// The names `forms` may hold, as the message lists them.
const ALLOWED: &str =
    "regular, seven_pairs, thirteen_orphans, honors_and_knitted, knitted_straight, knitted";

fn named(name: &str) -> Option<Forms> {
    match Form::ALL.into_iter().find(|form| form.name() == name) {
        Some(form) => Some(Forms::only(form)),
        None => (name == "knitted").then_some(KNITTED),
    }
}

fn refused(py: Python<'_>, forms: &Bound<'_, PyAny>) -> PyErr {
    match shown(py, forms) {
        Ok(given) => {
            to_pyerr(py, Error::Option(format!("forms must be some of {ALLOWED}; got {given}")))
        }
        Err(err) => err,
    }
}

static SHOWN: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// `value` quoted as every error message quotes input (`hupai.tiles._kinds.shown`: a bounded
/// repr, so that a list nested thousands deep is quoted, not a RecursionError).
fn shown(py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<String> {
    let shown = SHOWN.get_or_try_init(py, || {
        py.import("hupai.tiles._kinds")?.getattr("shown").map(Bound::unbind)
    })?;
    shown.bind(py).call1((value,))?.extract()
}

/// One name of `forms` (a str, or a subclass such as NumPy's str_).
fn item(py: Python<'_>, item: &Bound<'_, PyAny>, forms: &Bound<'_, PyAny>) -> PyResult<Forms> {
    let name = item.cast::<PyString>().ok().and_then(|s| s.to_str().ok().and_then(named));
    name.ok_or_else(|| refused(py, forms))
}

/// The last tuple of names read, and its forms: a program passes the same constant on every
/// call, and reading its names again was a third of a shanten call. The tuple is held, so it
/// cannot be freed and another made at its address; a tuple and its strings never change.
static LAST: Mutex<Option<(Py<PyTuple>, Forms)>> = Mutex::new(None);

fn last_tuple(tuple: &Bound<'_, PyTuple>) -> Option<Forms> {
    let last = LAST.lock().ok()?;
    last.as_ref().filter(|(held, _)| held.is(tuple)).map(|&(_, forms)| forms)
}

fn remember(tuple: &Bound<'_, PyTuple>, forms: Forms) {
    if let Ok(mut last) = LAST.lock() {
        *last = Some((tuple.clone().unbind(), forms));
    }
}

/// The forms `forms` names: one name or an iterable of names, at least one; anything else
/// (a 0-d NumPy array among them, which cannot be iterated) is an OptionError.
fn chosen(py: Python<'_>, forms: &Bound<'_, PyAny>) -> PyResult<Forms> {
    if forms.cast::<PyString>().is_ok() {
        return item(py, forms, forms);
    }
    let mut chosen = Forms::NONE;
    if let Ok(tuple) = forms.cast_exact::<PyTuple>() {
        if let Some(known) = last_tuple(tuple) {
            return Ok(known);
        }
        for name in tuple.iter() {
            chosen = chosen.union(item(py, &name, forms)?);
        }
        if !chosen.is_empty() {
            remember(tuple, chosen);
        }
    } else if let Ok(list) = forms.cast_exact::<PyList>() {
        for name in list.iter() {
            chosen = chosen.union(item(py, &name, forms)?);
        }
    } else {
        let names = match forms.try_iter() {
            Ok(names) => names,
            Err(err) if err.is_instance_of::<PyTypeError>(py) => return Err(refused(py, forms)),
            Err(err) => return Err(err),
        };
        for name in names {
            chosen = chosen.union(item(py, &name?, forms)?);
        }
    }
    if chosen.is_empty() {
        return Err(refused(py, forms));
    }
    Ok(chosen)
}

/// A shorthand: None leaves the forms as they are, True adds its form, False takes it out.
fn switch(py: Python<'_>, name: &str, value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<bool>> {
    match value {
        None => Ok(None),
        Some(v) => flag(py, name, Some(v), false).map(Some),
    }
}

/// The chosen forms: `forms` (None: all five), then the shorthands.
pub(super) fn read_forms(
    py: Python<'_>,
    forms: Option<&Bound<'_, PyAny>>,
    seven_pairs: Option<&Bound<'_, PyAny>>,
    thirteen_orphans: Option<&Bound<'_, PyAny>>,
) -> PyResult<Forms> {
    let given = match forms {
        None => Forms::ALL,
        Some(f) => chosen(py, f)?,
    };
    if seven_pairs.is_none() && thirteen_orphans.is_none() {
        return Ok(given);
    }
    let switches = [
        (Form::SevenPairs, switch(py, "seven_pairs", seven_pairs)?),
        (Form::ThirteenOrphans, switch(py, "thirteen_orphans", thirteen_orphans)?),
    ];
    let mut out = given;
    for (form, on) in switches {
        if let Some(on) = on {
            out = out.with(form, on);
        }
    }
    if !out.is_empty() {
        return Ok(out);
    }
    // Only a shorthand set to False can leave none, and only beside forms given.
    let off: Vec<String> = switches
        .iter()
        .filter(|(_, on)| *on == Some(false))
        .map(|(form, _)| format!("{}=False", form.name()))
        .collect();
    let given = match forms {
        Some(f) => shown(py, f)?,
        None => "None".to_string(),
    };
    let message = format!("no form left to count: forms={given} with {}", off.join(" and "));
    Err(to_pyerr(py, Error::Option(message)))
}

/// The forms and the fifth-copy rule, as every function taking them reads them.
pub(super) fn read_rules(
    py: Python<'_>,
    forms: Option<&Bound<'_, PyAny>>,
    seven_pairs: Option<&Bound<'_, PyAny>>,
    thirteen_orphans: Option<&Bound<'_, PyAny>>,
    allow_fifth_copy: Option<&Bound<'_, PyAny>>,
) -> PyResult<Rules> {
    Ok(Rules {
        forms: read_forms(py, forms, seven_pairs, thirteen_orphans)?,
        allow_fifth_copy: flag(py, "allow_fifth_copy", allow_fifth_copy, false)?,
    })
}
